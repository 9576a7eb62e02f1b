import { describe, expect, it } from 'vitest';
import { errorKind, localizeErrors, serverFieldErrors } from './use-zod-form';

const translate = (key: string) => `T(${key})`;

describe('errorKind', () => {
  it("reads zod's issue codes as the mistake a person made", () => {
    expect(errorKind('too_small')).toBe('required');
    expect(errorKind('invalid_type')).toBe('required');
    expect(errorKind('too_big')).toBe('tooLong');
    expect(errorKind('custom')).toBe('invalid');
    expect(errorKind('invalid_format')).toBe('invalid');
  });
});

describe('localizeErrors', () => {
  it("uses the field's own key, then the shared one, and keeps an unmapped 'invalid' message", () => {
    const errors = {
      name: { type: 'too_small', message: 'Enter your name' },
      phone: { type: 'custom', message: 'Phone must be a mobile number' },
      issue: { type: 'too_big', message: 'too long' },
      business: { type: 'custom', message: 'No control characters' },
      member_no: { type: 'server', message: 'Unknown member' },
    };
    const localized = localizeErrors(errors, { phone: { invalid: 'complaint.phoneInvalid' } }, translate);
    expect(localized).toEqual({
      name: { type: 'too_small', message: 'T(common.form.required)' },
      phone: { type: 'custom', message: 'T(complaint.phoneInvalid)' },
      issue: { type: 'too_big', message: 'T(common.form.tooLong)' },
      business: { type: 'custom', message: 'No control characters' },
      member_no: { type: 'server', message: 'Unknown member' },
    });
  });
});

describe('serverFieldErrors', () => {
  const error = Object.assign(new Error('bad'), {
    data: { httpStatus: 400, fieldErrors: { phone: ['Bad phone'], privilege: ['Unknown'], other: 'x' } },
  });

  it("maps a tRPC zod error's field lists onto the form's own fields only", () => {
    expect(serverFieldErrors(error, ['name', 'phone', 'privilege'])).toEqual({
      phone: 'Bad phone',
      privilege: 'Unknown',
    });
  });

  it("maps an AppError's one message per field", () => {
    const appError = Object.assign(new Error('no'), {
      data: { httpStatus: 409, key: 'admins.phoneTaken', fieldErrors: { phone: 'Phone already used' } },
    });
    expect(serverFieldErrors(appError, ['phone'])).toEqual({ phone: 'Phone already used' });
  });

  it('finds nothing in a network failure', () => {
    expect(serverFieldErrors(new TypeError('Failed to fetch'), ['phone'])).toEqual({});
  });
});
