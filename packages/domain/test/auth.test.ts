import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, passwordRuleProblem, ZChangePasswordInput, ZCreateAdminInput } from '../src';

describe('password rules', () => {
  it('accepts 8 to 128 characters', () => {
    expect(passwordRuleProblem('abcdefg', [])).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(passwordRuleProblem('abcdefgh', [])).toBeNull();
    expect(passwordRuleProblem('a'.repeat(128), [])).toBeNull();
    expect(passwordRuleProblem('a'.repeat(129), [])).toBe(AUTH_MESSAGES.passwordTooLong);
  });

  it('refuses the account name in any case, ignoring empty names', () => {
    expect(passwordRuleProblem('01711000001', ['01711000001'])).toBe(AUTH_MESSAGES.passwordIsAccountName);
    expect(passwordRuleProblem('MEMBER-12345', ['member-12345'])).toBe(AUTH_MESSAGES.passwordIsAccountName);
    expect(passwordRuleProblem('longer-password', ['', '  '])).toBeNull();
  });
});

describe('auth schemas', () => {
  it('defaults a new admin to Full_Access+ and normalizes Member_access', () => {
    const base = { name: 'A', phone: '01711000009', password: 'x' };
    expect(ZCreateAdminInput.parse(base).privilege).toBe('Full_Access+');
    expect(ZCreateAdminInput.parse({ ...base, privilege: 'Member_access' }).privilege).toBe('Member_Access');
    expect(ZCreateAdminInput.safeParse({ ...base, privilege: 'root' }).success).toBe(false);
  });

  it('requires the three password fields of a change', () => {
    const result = ZChangePasswordInput.safeParse({ new_password: 'abcdefgh' });
    expect(result.success).toBe(false);
  });
});
