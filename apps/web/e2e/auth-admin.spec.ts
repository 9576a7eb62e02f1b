import { expect, type Page, test } from '@playwright/test';

/** Demo admins of the seed (packages/db/src/seed/accounts.ts) and what each may see (packages/domain privileges.ts). */
const ALL_PAGES = [
  'Deposits',
  'Monthly Contributions',
  'Income & Expenses',
  'Balance Check',
  'Online Payments',
  'Year-end',
  'Registers',
  'Active Members',
  'Deceased Members',
  'Current Committee',
  'Founding Committee',
  'Previous Committees',
  'Notice Board',
  'Service Centers',
  'Gallery',
  'Documents',
  'Elections',
  'Meetings',
  'Resolution register',
  "Members' Complaints",
  'Public Complaints',
  'Admin Panel',
  'Audit Trail',
  'Message Deliveries',
  'Enquiries',
];
const ADMINS = [
  {
    privilege: 'Full_Access+',
    phone: '01711000001',
    password: 'demo-fullplus-2026',
    lands: '/Financial',
    menu: ALL_PAGES,
    denied: [],
  },
  {
    privilege: 'Full_Access',
    phone: '01711000002',
    password: 'demo-full-2026',
    lands: '/Financial',
    menu: ALL_PAGES,
    denied: [],
  },
  {
    privilege: 'Finance_Access',
    phone: '01711000003',
    password: 'demo-finance-2026',
    lands: '/Financial',
    menu: [
      'Deposits',
      'Monthly Contributions',
      'Income & Expenses',
      'Balance Check',
      'Online Payments',
      'Year-end',
      'Registers',
    ],
    denied: ['/ActiveMembersAdmin', '/Admin', '/NoticeboardAdmin', '/MessageDeliveries'],
  },
  {
    privilege: 'Member_Access',
    phone: '01711000004',
    password: 'demo-members-2026',
    lands: '/ActiveMembersAdmin',
    menu: ['Active Members', 'Deceased Members'],
    denied: ['/Financial', '/Admin', '/GalleryAdmin'],
  },
] as const;

/** Below 768 px the side menu is folded behind a button: the links are hidden until it is pressed. */
async function openFoldedAdminMenu(page: Page) {
  // The address changes before the admin layout has rendered (the router renders the new page in a
  // transition), so wait for the menu itself before asking whether its toggle is shown.
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Admin menu' });
  if (!(await toggle.isVisible())) return;
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

async function adminLogin(page: Page, phone: string, password: string) {
  await page.goto('/AdminLogin');
  await submitAdminLogin(page, phone, password);
}

/** Logs in on the login page already shown (one an admin page sent the visitor to keeps its ?next=). */
async function submitAdminLogin(page: Page, phone: string, password: string) {
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

for (const admin of ADMINS) {
  test(`${admin.privilege} sees exactly its side-menu pages and Access Denied elsewhere`, async ({
    page,
  }) => {
    await adminLogin(page, admin.phone, admin.password);
    await expect(page).toHaveURL(new RegExp(`${admin.lands}$`));
    const menu = page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link');
    await openFoldedAdminMenu(page);
    await expect(menu).toHaveText([...admin.menu]);
    await expect(page.getByText('Access Denied!!')).toHaveCount(0);
    for (const path of admin.denied) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied!!' })).toBeVisible();
      await expect(page.getByText('You don’t have authorization to enter this page.')).toBeVisible();
    }
  });
}

test('on a phone, choosing the page already shown folds the menu again @mobile-only', async ({ page }) => {
  await adminLogin(page, '01711000003', 'demo-finance-2026');
  await expect(page).toHaveURL(/\/Financial$/);
  await openFoldedAdminMenu(page);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Deposits' }).click();
  await expect(page.getByRole('button', { name: 'Admin menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link')).toHaveCount(0);
});

test('a wrong password shows Login failed', async ({ page }) => {
  await adminLogin(page, '01711000002', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Login failed');
  await expect(page).toHaveURL(/\/AdminLogin$/);
});

test('the admin login asks for phone and password', async ({ page }) => {
  await page.goto('/AdminLogin');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter your phone number.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
});

/** The login an admin page sends a visitor without a session to: it names the page and promises the return. */
async function expectSentToLogin(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`/AdminLogin\\?next=${encodeURIComponent(path)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `Please log in as an admin to open ${path}. You will be taken there after logging in.`,
  );
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
}

test('an admin page without an admin session sends to the login, which says why and returns there', async ({
  page,
}) => {
  await page.goto('/Financial');
  await expectSentToLogin(page, '/Financial');
  await submitAdminLogin(page, '01711000002', 'demo-full-2026');
  await expect(page).toHaveURL(/\/Financial$/);
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
});

test('admin logout ends the session and returns home', async ({ page }) => {
  await adminLogin(page, '01711000002', 'demo-full-2026');
  await expect(page).toHaveURL(/\/Financial$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The session is gone: an admin page asks for the login again, and logging in returns to that page (not
  // to the usual landing page).
  await page.goto('/Admin');
  await expectSentToLogin(page, '/Admin');
  await submitAdminLogin(page, '01711000002', 'demo-full-2026');
  await expect(page).toHaveURL(/\/Admin$/);
  await expect(page.getByRole('table', { name: 'Admins' })).toBeVisible();
});

test('only Full_Access+ sees the Add button of the admin panel', async ({ page }) => {
  await adminLogin(page, '01711000002', 'demo-full-2026');
  await expect(page).toHaveURL(/\/Financial$/);
  await page.goto('/Admin');
  await expect(page.getByRole('table', { name: 'Admins' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
});

test('after five failed attempts on an account the form shows the server’s wait message', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'desktop' ? '01999000071' : '01999000072';
  for (let i = 0; i < 5; i++) {
    await adminLogin(page, phone, `wrong-password-${i}`);
    await expect(page.getByRole('alert')).toHaveText('Login failed');
  }
  await adminLogin(page, phone, 'wrong-password-5');
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
  );
});
