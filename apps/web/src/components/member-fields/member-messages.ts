/** The translated messages of the member fields' mistakes (keys in the admin namespace). */
export const MEMBER_FIELD_MESSAGES = {
  member_no: { required: 'membersAdmin.memberNoRequired', invalid: 'membersAdmin.memberNoInvalid' },
  name: { required: 'membersAdmin.nameRequired' },
  phone: { required: 'membersAdmin.phoneInvalid', invalid: 'membersAdmin.phoneInvalid' },
} as const;

/** Offers the browser a file made in memory (the CSV export) as a download. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
