import { ZPublicComplaintInput } from '@samity/domain';

/**
 * The complaint form's checks are the server's own zod schema (packages/domain), so the browser and the
 * API can never disagree on what a valid complaint or a Bangladeshi mobile number is. This module is
 * loaded on demand (see complaint-page.tsx) to keep zod out of the first load of the page.
 */
export type ComplaintField = 'name' | 'phone' | 'member_no' | 'business' | 'issue';
export type ComplaintValues = Record<ComplaintField, string>;
/** Per field, the i18n key of its message. */
export type ComplaintErrors = Partial<Record<ComplaintField, string>>;

const MESSAGES: Record<ComplaintField, { empty?: string; long: string; invalid?: string }> = {
  name: { empty: 'complaint.errors.nameRequired', long: 'complaint.errors.nameTooLong' },
  phone: {
    empty: 'complaint.errors.phoneRequired',
    long: 'complaint.errors.phoneInvalid',
    invalid: 'complaint.errors.phoneInvalid',
  },
  member_no: { long: 'complaint.errors.memberNoTooLong' },
  business: { long: 'complaint.errors.businessTooLong' },
  issue: { empty: 'complaint.errors.issueRequired', long: 'complaint.errors.issueTooLong' },
};

export function validateComplaint(values: ComplaintValues): ComplaintErrors {
  const result = ZPublicComplaintInput.safeParse(values);
  if (result.success) return {};
  const errors: ComplaintErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ComplaintField;
    const messages = MESSAGES[field];
    if (!messages || errors[field]) continue;
    errors[field] =
      issue.code === 'too_small'
        ? (messages.empty ?? messages.long)
        : issue.code === 'too_big'
          ? messages.long
          : (messages.invalid ?? messages.empty ?? messages.long);
  }
  return errors;
}
