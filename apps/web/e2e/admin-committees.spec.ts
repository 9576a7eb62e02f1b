import { expect, loginAndOpen, openFromMenu, test } from './admin-members-helpers';
import { expectAccessible } from './public-helpers';

const FULL_ADMIN = { phone: '01711000002', password: 'demo-full-2026' };

test('Full_Access co-opts and removes a committee member and closes the term, each by a resolution, and reads the founding and previous committees', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // a co-option, a removal and a term closed, with five axe passes
  await loginAndOpen(page, FULL_ADMIN.phone, FULL_ADMIN.password, 'Current Committee');
  // A resolution of the demo's adopted minutes, as the register lists it.
  const register = await page.request.get('/api/resolutions');
  const resolution = ((await register.json()) as { entries: { register_no: string }[] }).entries[0]!
    .register_no;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Current Committee Controller');
  const table = page.getByRole('table', { name: 'Current Committee Controller' });
  // Two dealers of the demo's stock, read from the public list: one in good standing (the verified badge
  // says so) and one not, neither on the committee, whatever day the demo is run on.
  const seatedNos = await table.getByRole('row').allInnerTexts();
  const dealers = (await (await page.request.get('/api/stocks')).json()) as {
    member_no: string;
    verify_path: string | null;
  }[];
  const free = dealers.filter((d) => !seatedNos.some((text) => text.includes(d.member_no)));
  const owing = free.find((d) => d.verify_path === null)!.member_no;
  const upToDate = free.find((d) => d.verify_path !== null)!.member_no;
  await expect(table.getByRole('row').nth(1)).toContainText('President');
  const seated = await table.getByRole('row').count();
  expect(seated).toBeGreaterThan(7);
  await expectAccessible(page);

  // Add: the name comes from the member; the title is required.
  await page.getByRole('button', { name: 'Add Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add committee member' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the member number')).toBeVisible();
  await expect(dialog.getByText('Enter the title')).toBeVisible();
  await expect(dialog.getByText('Enter the resolution number')).toBeVisible();
  await dialog.getByLabel('Member No').fill(owing);
  await dialog.getByLabel('Member No').blur();
  await expect(dialog.getByLabel('Name')).not.toHaveValue('');
  const name = await dialog.getByLabel('Name').inputValue();
  await dialog.getByLabel('Title').fill('Joint Secretary');
  // A number that is not a resolution of adopted minutes is refused with the reason beside the field.
  await dialog.getByLabel('Resolution No').fill('1999/1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('No resolution of adopted minutes has this register number.').first(),
  ).toBeVisible();
  await dialog.getByLabel('Resolution No').fill(resolution);
  // A member in arrears is not one who could be nominated, so not co-opted either.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A member in arrears cannot join the committee.').first()).toBeVisible();
  await dialog.getByLabel('Member No').fill(upToDate);
  await dialog.getByLabel('Member No').blur();
  await expect(dialog.getByLabel('Name')).not.toHaveValue(name);
  const coopted = await dialog.getByLabel('Name').inputValue();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Member added successfully!');
  const row = table.getByRole('row').filter({ hasText: upToDate });
  await expect(row).toContainText(coopted);
  await expect(row).toContainText('Joint Secretary');
  await expect(table.getByRole('row')).toHaveCount(seated + 1);
  // The public page names the resolution that co-opted the member.
  const publicPage = await page.context().newPage();
  await publicPage.goto('/CurrentCommittee');
  await expect(publicPage.getByText(`Co-opted by resolution ${resolution}`)).toBeVisible();
  await publicPage.close();

  // The same member again is refused with the reason.
  await page.getByRole('button', { name: 'Add Member' }).click();
  await dialog.getByLabel('Member No').fill(upToDate);
  await dialog.getByLabel('Title').fill('Member');
  await dialog.getByLabel('Resolution No').fill(resolution);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Error saving data.');
  await expect(dialog.getByText('already in the current committee').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Delete asks for the resolution; Cancel keeps the member.
  await row.getByRole('button', { name: `Delete ${coopted} from the committee` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete committee member' });
  await expect(confirm).toContainText(
    `Remove ${coopted} from the current committee, as the resolution decided.`,
  );
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${coopted} from the committee` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByText('Enter the resolution number')).toBeVisible();
  await confirm.getByLabel('Resolution No').fill(resolution);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('Member deleted.');
  await expect(row).toHaveCount(0);

  // Close the term: the whole committee moves to the previous committees under the term.
  await page.getByRole('button', { name: "Close this committee's term" }).click();
  const close = page.getByRole('dialog', { name: "Close this committee's term" });
  await close.getByRole('button', { name: 'Close term' }).click();
  await expect(close.getByText('Enter the term')).toBeVisible();
  await close.getByLabel('Term').fill('4');
  await close.getByLabel('Resolution No').fill(resolution);
  await close.getByRole('button', { name: 'Close term' }).click();
  const sure = page.getByRole('dialog', { name: 'Close the term' });
  await expect(sure).toContainText(`Move all ${seated - 1} members of the current committee`);
  await sure.getByRole('button', { name: 'Close term' }).click();
  await expect(page.getByRole('status')).toContainText('moved to the previous committees as “4”');
  await expect(page.getByText('No committee members are listed.')).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`current-committee-${testInfo.project.name}.png`),
    fullPage: true,
  });

  await openFromMenu(page, 'Previous Committees');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Previous Committees Controller');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    '1st Committee',
    'Adok Committee',
    'Second Committee',
    '4',
  ]);
  await expect(page.getByRole('table', { name: '4' }).getByRole('row')).toHaveCount(seated);
  await expectAccessible(page);
  await page.screenshot({
    path: testInfo.outputPath(`previous-committees-${testInfo.project.name}.png`),
    fullPage: true,
  });

  await openFromMenu(page, 'Founding Committee');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Founding Committee Controller');
  await expect(page.getByText('This list is read only.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Founding Committee Controller' }).getByRole('row'),
  ).toHaveCount(8);
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('a Member_Access admin is refused the committee pages', async ({ page }) => {
  await loginAndOpen(page, '01711000004', 'demo-members-2026', 'Active Members');
  await page.goto('/CurrentCommitteeAdmin');
  await expect(page.getByText('Access Denied!!')).toBeVisible();
});
