import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Local variants the maintained list below lacks (the society, Dhaka, Bangladesh, years): guessed first by
 * anyone attacking this site. At least 8 characters; shorter ones are refused by the length rule anyway.
 */
const LOCAL_LIST = `
123123123 1234512345 1111111111 00000000 88888888 99999999 87654321 98765432 12341234 12121212 p@ssword
pa$$word welcome2024 welcome2025 welcome2026 admin1234 adminadmin abcdefgh lovely123 987654321 mynoob123
iphone123 facebook1 cricket123 bangladesh1 bangladesh123 dhaka123 dhaka1234 bismillah1 bismillah123 allah123
alhamdulillah sonarbangla joybangla samity123 samity1234 member123 member1234 password2024 password2025
password2026 secret1234 test12345 guest123 user1234 login123 123password
`;

/**
 * The common-password list of zxcvbn-ts (about 49,000 passwords ranked by how often they appear in breaches,
 * maintained upstream and pinned in package.json), plus the local variants. Only the entries of 8 characters
 * or more are kept (about 18,000): the length rule refuses the rest first. Compared case-insensitively. Server
 * side only: the web app never imports this file, so the list does not reach the browser.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  [...dictionary['passwords-common'], ...LOCAL_LIST.split(/\s+/)]
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 8),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
