import { describe, expect, it } from 'vitest';
import { validateComplaint } from './complaint-validation';
import { submitErrorKey } from './submit-error';

const valid = {
  name: 'Rahim',
  phone: '01712345678',
  member_no: '',
  business: '',
  issue: 'The car was not as described.',
};

describe('validateComplaint', () => {
  it('accepts a complete complaint, with or without the optional fields', () => {
    expect(validateComplaint(valid)).toEqual({});
    expect(validateComplaint({ ...valid, member_no: '1042', business: 'Karim Motors' })).toEqual({});
  });

  it('requires name, phone and issue (blank counts as empty)', () => {
    expect(validateComplaint({ ...valid, name: '  ', phone: '', issue: '' })).toEqual({
      name: 'complaint.errors.nameRequired',
      phone: 'complaint.errors.phoneRequired',
      issue: 'complaint.errors.issueRequired',
    });
  });

  it('checks the Bangladeshi mobile format as the server does', () => {
    expect(validateComplaint({ ...valid, phone: '12345' })).toEqual({
      phone: 'complaint.errors.phoneInvalid',
    });
    expect(validateComplaint({ ...valid, phone: '01212345678' })).toEqual({
      phone: 'complaint.errors.phoneInvalid',
    });
    expect(validateComplaint({ ...valid, phone: '+880 1712-345678' })).toEqual({});
    expect(validateComplaint({ ...valid, phone: '০১৭১২৩৪৫৬৭৮' })).toEqual({});
  });

  it('limits the length of every field', () => {
    expect(
      validateComplaint({
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

describe('submitErrorKey', () => {
  it('recognises the throttle by tRPC code or HTTP status', () => {
    expect(submitErrorKey({ data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } })).toBe(
      'complaint.tooMany',
    );
    expect(submitErrorKey({ data: { httpStatus: 429 } })).toBe('complaint.tooMany');
  });

  it('treats anything else as the generic failure', () => {
    expect(submitErrorKey({ data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } })).toBe(
      'complaint.failure',
    );
    expect(submitErrorKey(new TypeError('Failed to fetch'))).toBe('complaint.failure');
    expect(submitErrorKey(null)).toBe('complaint.failure');
  });
});
