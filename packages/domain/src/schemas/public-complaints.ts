import { z } from 'zod';
import { ZBdMobilePhone } from './phone';

/** Optional free text: trimmed, and blank (the form's empty field) stored as null. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** The File A Complaint form (spec §2, §5): name, phone and issue required; member_no and business optional. */
export const ZPublicComplaintInput = z.object({
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(150, 'Name must be at most 150 characters'),
  phone: ZBdMobilePhone,
  member_no: optionalText(20, 'Member No'),
  business: optionalText(150, 'Business Name'),
  issue: z
    .string({ error: 'Describe your issue' })
    .trim()
    .min(1, 'Describe your issue')
    .max(5000, 'The issue must be at most 5000 characters'),
});
export type PublicComplaintInput = z.input<typeof ZPublicComplaintInput>;
export type PublicComplaint = z.output<typeof ZPublicComplaintInput>;

export const ZPublicComplaintResult = z.object({ success: z.literal(true) });
