import { randomInt } from 'node:crypto';

/** No look-alike characters (0/O, 1/l/I), so the password survives being read out over the phone. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TEMPORARY_PASSWORD_LENGTH = 12; // ~69 bits of entropy

/** A one-time password issued to a member or an admin, shown once; the holder must replace it. */
export function newTemporaryPassword(): string {
  let password = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
