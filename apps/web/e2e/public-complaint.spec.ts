import { type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';

/**
 * Complaints are limited per client address (5 per 10 minutes). Each test stands for a visitor at an
 * address of its own (X-Forwarded-For through the trusted proxy, as in production), so the tests do not
 * use up each other's allowance, in either project.
 */
async function asVisitor(context: BrowserContext, testInfo: TestInfo, visitor: number) {
  const project = testInfo.project.name === 'mobile' ? 2 : 1;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${project * 100 + visitor}` });
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false });

async function fill(
  page: Page,
  values: { name?: string; phone?: string; memberNo?: string; business?: string; issue?: string },
) {
  if (values.name !== undefined) await field(page, 'Your Name').fill(values.name);
  if (values.phone !== undefined) await field(page, 'Your Phone Number').fill(values.phone);
  if (values.memberNo !== undefined) await field(page, 'Member No').fill(values.memberNo);
  if (values.business !== undefined) await field(page, 'Business Name').fill(values.business);
  if (values.issue !== undefined) await field(page, 'Describe your issue').fill(values.issue);
}

const complete = {
  name: 'Rahima Khatun',
  phone: '01712345678',
  memberNo: '1042',
  business: 'Dhaka Auto Mart',
  issue: 'The dealer kept my advance after the sale fell through.',
};

test('a complete complaint is submitted and the form is cleared', async ({ page, context }, testInfo) => {
  await asVisitor(context, testInfo, 1);
  await page.goto('/ClientComplain');
  await expect(page).toHaveTitle('File A Complaint | Samity');
  await fill(page, complete);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Complaint submitted successfully' }),
  ).toBeVisible();
  for (const label of ['Your Name', 'Your Phone Number', 'Member No', 'Business Name', 'Describe your issue'])
    await expect(field(page, label)).toHaveValue('');
});

test('required fields and the Bangladeshi mobile format are checked before sending', async ({
  page,
  context,
}, testInfo) => {
  await asVisitor(context, testInfo, 2);
  await page.goto('/ClientComplain');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  await expect(page.getByText('Enter your name')).toBeVisible();
  await expect(page.getByText('Enter your phone number')).toBeVisible();
  await expect(page.getByText('Describe your issue', { exact: true }).last()).toBeVisible();
  await expect(field(page, 'Your Name')).toBeFocused();
  await expect(field(page, 'Your Name')).toHaveAttribute('aria-invalid', 'true');
  // Optional fields are not flagged.
  await expect(field(page, 'Member No')).not.toHaveAttribute('aria-invalid', 'true');

  await fill(page, { ...complete, phone: '0123456' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Enter a Bangladeshi mobile number, e.g. 01712345678')).toBeVisible();
  await expect(field(page, 'Your Phone Number')).toBeFocused();
  await expect(field(page, 'Your Name')).toHaveValue(complete.name);

  // The country code and spaces are accepted, as the server accepts them.
  await fill(page, { phone: '+880 1812 345678' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Complaint submitted successfully')).toBeVisible();
});

test('a failed submission says so and keeps what was typed', async ({ page, context }, testInfo) => {
  await asVisitor(context, testInfo, 3);
  await page.goto('/ClientComplain');
  await fill(page, complete);
  await field(page, 'Your Name').focus(); // loads the validator while still online
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error submitting complaint');
  await expect(field(page, 'Describe your issue')).toHaveValue(complete.issue);
  await expect(field(page, 'Your Phone Number')).toHaveValue(complete.phone);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Complaint submitted successfully')).toBeVisible();
});

test('a flood from one address is refused with a clear message and the form is kept', async ({
  page,
  context,
}, testInfo) => {
  await asVisitor(context, testInfo, 4);
  await page.goto('/ClientComplain');
  for (let i = 1; i <= 5; i++) {
    await fill(page, { ...complete, issue: `Complaint number ${i}` });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Complaint submitted successfully')).toBeVisible();
    await expect(field(page, 'Describe your issue')).toHaveValue('');
  }
  await fill(page, { ...complete, issue: 'One complaint too many' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many complaints have been sent from your connection. Please wait a while and try again.',
  );
  await expect(field(page, 'Describe your issue')).toHaveValue('One complaint too many');
});
