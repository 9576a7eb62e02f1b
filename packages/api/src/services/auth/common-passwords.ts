/**
 * Frequently used passwords of at least 8 characters (from public breach-frequency lists, plus local
 * variants). Shorter ones are refused by the length rule anyway. Compared case-insensitively.
 */
const LIST = `
12345678 123456789 1234567890 12345678910 123123123 1234512345 1111111111 11111111 00000000 88888888
99999999 87654321 98765432 11223344 12341234 12121212 123qweasd 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2
zaq12wsx qwertyui qwertyuiop qwerty123 qwerty12 qwer1234 asdfghjk asdfghjkl asdf1234 zxcvbnm1 zxcvbnm123
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa$$word passpass
iloveyou iloveyou1 iloveyou2 sunshine sunshine1 princess princess1 football football1 baseball basketball
superman batman123 starwars whatever trustno1 letmein1 letmein123 welcome1 welcome123 welcome2024
welcome2025 welcome2026 admin123 admin1234 administrator adminadmin changeme changeme1 default1
computer internet michael1 jennifer charlie1 1234qwer abcd1234 abc12345 abcdefgh abcdef123 a1b2c3d4
monkey123 dragon123 master123 shadow123 freedom1 whatever1 lovely123 mustang1 access14 987654321
qazwsxedc 123654789 147258369 159753456 741852963 789456123 456789123 1029384756 mynoob123 google123
samsung123 iphone123 facebook1 liverpool chelsea1 arsenal1 manchester football123 cricket123
bangladesh bangladesh1 bangladesh123 dhaka123 dhaka1234 bismillah bismillah1 bismillah123 allah123
allahuakbar alhamdulillah sonarbangla joybangla samity123 samity1234 member123 member1234 password2024
password2025 password2026 secret123 secret1234 test1234 testtest test12345 guest123 user1234 login123
hello123 hello1234 helloworld 1234abcd 12qwaszx qwerasdf asdfqwer 1password 123password
`;

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
