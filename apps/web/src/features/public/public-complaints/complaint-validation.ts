import type { PublicComplaintInput } from '@samity/domain';
import type { FieldMessages } from '../../../components/light-form';

/**
 * The complaint form's checks are the server's own zod schema (packages/domain), so the browser and the
 * API can never disagree on what a valid complaint or a Bangladeshi mobile number is. The schema carries
 * zod, so the page loads it on demand (complaint-schema.ts) when the visitor starts on the form.
 */
export type ComplaintField = keyof PublicComplaintInput & string;

/** Per field and kind of mistake, the message key (public namespace). */
export const COMPLAINT_MESSAGES: FieldMessages<ComplaintField> = {
  name: { required: 'complaint.errors.nameRequired', tooLong: 'complaint.errors.nameTooLong' },
  phone: {
    required: 'complaint.errors.phoneRequired',
    tooLong: 'complaint.errors.phoneInvalid',
    invalid: 'complaint.errors.phoneInvalid',
  },
  member_no: { tooLong: 'complaint.errors.memberNoTooLong' },
  business: { tooLong: 'complaint.errors.businessTooLong' },
  issue: { required: 'complaint.errors.issueRequired', tooLong: 'complaint.errors.issueTooLong' },
};
