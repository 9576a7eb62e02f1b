import { ZPublicComplaintInput } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../components/light-form';
import { COMPLAINT_MESSAGES } from './complaint-validation';

type Values = { name: string; phone: string; member_no: string; business: string; issue: string };

/** What the form shows per field (the message key), through the same schema and mapping as the page. */
async function validateComplaint(values: Values): Promise<Record<string, unknown>> {
  return (await schemaErrors(ZPublicComplaintInput, values, COMPLAINT_MESSAGES, (key) => key)).errors;
}

const valid = {
  name: 'Rahim',
  phone: '01712345678',
  member_no: '',
  business: '',
  issue: 'The car was not as described.',
};

describe('the complaint form checks', () => {
  it('accepts a complete complaint, with or without the optional fields', async () => {
    expect(await validateComplaint(valid)).toEqual({});
    expect(await validateComplaint({ ...valid, member_no: '1042', business: 'Karim Motors' })).toEqual({});
  });

  it('requires name, phone and issue (blank counts as empty)', async () => {
    expect(await validateComplaint({ ...valid, name: '  ', phone: '', issue: '' })).toEqual({
      name: 'complaint.errors.nameRequired',
      phone: 'complaint.errors.phoneRequired',
      issue: 'complaint.errors.issueRequired',
    });
  });

  it('checks the Bangladeshi mobile format as the server does', async () => {
    expect(await validateComplaint({ ...valid, phone: '12345' })).toEqual({
      phone: 'complaint.errors.phoneInvalid',
    });
    expect(await validateComplaint({ ...valid, phone: '01212345678' })).toEqual({
      phone: 'complaint.errors.phoneInvalid',
    });
    expect(await validateComplaint({ ...valid, phone: '+880 1712-345678' })).toEqual({});
    expect(await validateComplaint({ ...valid, phone: '০১৭১২৩৪৫৬৭৮' })).toEqual({});
  });

  it('limits the length of every field', async () => {
    expect(
      await validateComplaint({
        name: 'x'.repeat(151),
        phone: valid.phone,
        member_no: 'x'.repeat(21),
        business: 'x'.repeat(151),
        issue: 'x'.repeat(5001),
      }),
    ).toEqual({
      name: 'complaint.errors.nameTooLong',
      member_no: 'complaint.errors.memberNoTooLong',
      business: 'complaint.errors.businessTooLong',
      issue: 'complaint.errors.issueTooLong',
    });
  });
});
