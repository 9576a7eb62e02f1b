import { describe, expect, it } from 'vitest';
import { fieldControlProps } from './form-field';

describe('fieldControlProps', () => {
  it('ties the control to its hint and error, and marks it invalid and required', () => {
    expect(fieldControlProps('f-phone', { hint: 'e.g. 017…', error: 'Bad phone', required: true })).toEqual({
      id: 'f-phone',
      'aria-invalid': true,
      'aria-required': true,
      'aria-describedby': 'f-phone-hint f-phone-error',
    });
  });

  it('adds nothing a plain optional field does not need', () => {
    expect(fieldControlProps('f-business', {})).toEqual({ id: 'f-business' });
    expect(fieldControlProps('f-name', { hint: 'As on your NID' })).toEqual({
      id: 'f-name',
      'aria-describedby': 'f-name-hint',
    });
  });
});
