import type { Privilege } from '@samity/domain';

/**
 * Demo logins printed at `npm start`. These exist only in the demo seed, which never runs against a
 * database that already holds data; production admins are created with `npm run admin:create`.
 */
export const DEMO_ADMINS: readonly { name: string; phone: string; privilege: Privilege; password: string }[] =
  [
    {
      name: 'Rafiqul Islam',
      phone: '01711000001',
      privilege: 'Full_Access+',
      password: 'demo-fullplus-2026',
    },
    { name: 'Kamrul Hasan', phone: '01711000002', privilege: 'Full_Access', password: 'demo-full-2026' },
    {
      name: 'Nasrin Akter',
      phone: '01711000003',
      privilege: 'Finance_Access',
      password: 'demo-finance-2026',
    },
    {
      name: 'Jahangir Alam',
      phone: '01711000004',
      privilege: 'Member_Access',
      password: 'demo-members-2026',
    },
  ];

/** Members with known passwords; `initial` ones are asked to change it on the dashboard. */
export const DEMO_MEMBERS: readonly { memberNo: string; password: string; initial: boolean }[] = [
  { memberNo: '1001', password: 'demo-member-one', initial: false },
  { memberNo: '1002', password: 'demo-member-two', initial: false },
  { memberNo: '1003', password: 'initial-pass-1003', initial: true },
];

export const FIRST_MEMBER_NO = 1001;
export const ACTIVE_MEMBER_COUNT = 160;
export const DECEASED_MEMBER_COUNT = 10;
