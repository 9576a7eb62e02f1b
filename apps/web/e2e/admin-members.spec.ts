import { expect, isPhone, loginAndOpen, openFromMenu, TINY_PNG, test } from './admin-members-helpers';
import { expectAccessible } from './public-helpers';

const MEMBER_ADMIN = { phone: '01711000004', password: 'demo-members-2026' };

test('Member_Access pages the members, adds one with a picture, updates, solves and applies requests', async ({
  page,
}, testInfo) => {
  await loginAndOpen(page, MEMBER_ADMIN.phone, MEMBER_ADMIN.password, 'Active Members');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Active Members Controller');
  const table = page.getByRole('table', { name: 'Active members' });
  await expect(table.getByRole('row')).toHaveCount(13); // heading row + 12
  await expect(table.getByRole('row').nth(1)).toContainText('1001');
  const pager = page.getByRole('navigation', { name: 'Pages of the member list' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2');
  await expect(table.getByRole('row').nth(1)).toContainText('1013');
  await expectAccessible(page);

  await page.getByLabel('Search by member no, name or business').fill('1042');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(pager).toBeHidden();
  await page.getByLabel('Search by member no, name or business').fill('no such member at all');
  await expect(page.getByText('No matching members found.')).toBeVisible();
  await page.getByLabel('Search by member no, name or business').fill('');

  // Add member: the domain schema checks the form before anything is sent.
  await page.getByRole('button', { name: 'Add Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add member' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the member number')).toBeVisible();
  await expect(dialog.getByText('Enter the name')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Member No').fill('1001'); // taken by a demo member
  await dialog.getByLabel('Name', { exact: true }).fill('Shahidul Alam');
  await dialog.getByLabel("Father's Name").fill('Mokbul Alam');
  await dialog.getByLabel('Business').fill('Alam Car House');
  await dialog.getByLabel('Address').fill('Pragati Sarani, Dhaka');
  await dialog.getByLabel('Phone').fill('12345');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a Bangladeshi mobile number')).toBeVisible();
  await dialog.getByLabel('Phone').fill('01755 123456');
  await dialog
    .getByLabel('Picture')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(dialog.locator('.image-picker img')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Error saving member');
  await expect(dialog.getByText('This member number is already taken.')).toBeVisible();
  await dialog.getByLabel('Member No').fill('2001');
  // The refusal goes as the number changes (the form moves up under the pointer): Save once it has gone.
  await expect(dialog.getByText('This member number is already taken.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Member added successfully' })).toBeVisible();
  await page.getByLabel('Search by member no, name or business').fill('Shahidul Alam');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('01755123456');
  await expect(table.getByRole('img', { name: 'Photo of Shahidul Alam' })).toBeVisible();

  // Update member by number: blank is ignored, an unknown number is not found.
  const update = page.getByRole('region', { name: 'Update member' });
  await update.getByRole('button', { name: 'Find' }).click();
  await expect(update.getByRole('alert')).toBeHidden();
  await update.getByLabel('Member No to update').fill('9999');
  await update.getByRole('button', { name: 'Find' }).click();
  await expect(update.getByRole('alert')).toHaveText('Member not found.');
  await update.getByLabel('Member No to update').fill('2001');
  await update.getByRole('button', { name: 'Find' }).click();
  await expect(update.getByLabel('Name', { exact: true })).toHaveValue('Shahidul Alam');
  await update.getByLabel('Business').fill('Alam Motors Ltd');
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(update.getByRole('status')).toHaveText('Member updated successfully!');
  await expect(table.getByRole('row').nth(1)).toContainText('Alam Motors Ltd');

  // Data-update requests: the tick asks 'Is it solved?'; Apply writes the correction and solves.
  const requests = page.getByRole('table', { name: 'Data update requests' });
  const unsolved = requests.getByRole('row').filter({ hasText: 'Unsolved' });
  const before = await unsolved.count();
  expect(before).toBeGreaterThan(1);
  await unsolved.first().getByRole('checkbox').click();
  const confirm = page.getByRole('dialog', { name: 'Update request' });
  await expect(confirm).toContainText('Is it solved?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(unsolved).toHaveCount(before);
  await unsolved.first().getByRole('checkbox').click();
  await confirm.getByRole('button', { name: 'Yes, solved' }).click();
  await expect(page.getByText('Request marked solved.')).toBeVisible();
  await expect(unsolved).toHaveCount(before - 1);

  const applicable = unsolved.filter({ hasNotText: 'Phone' }).first();
  const memberNo = (await applicable.getByRole('cell').first().textContent())!.trim();
  const field = (await applicable.getByRole('cell').nth(2).textContent())!.trim();
  const correction = (await applicable.getByRole('cell').nth(3).textContent())!.trim();
  await applicable.getByRole('button', { name: 'Apply' }).click();
  const applyDialog = page.getByRole('dialog', { name: 'Apply correction' });
  await expect(applyDialog).toContainText(`“${correction}”`);
  await applyDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Correction applied and request solved.')).toBeVisible();
  await expect(unsolved).toHaveCount(before - 2);
  await update.getByLabel('Member No to update').fill(memberNo);
  await update.getByRole('button', { name: 'Find' }).click();
  await expect(update.getByLabel(field, { exact: true })).toHaveValue(correction);

  // At 375 px each row is a card: no table asks to be scrolled sideways.
  if (isPhone(page)) await expect(page.getByText('scroll it sideways')).toHaveCount(0);
  await page.screenshot({
    path: testInfo.outputPath(`active-members-${testInfo.project.name}.png`),
    fullPage: true,
  });
});

test('imports members from CSV: a file with errors writes nothing, a good one imports; export downloads', async ({
  page,
}, testInfo) => {
  await loginAndOpen(page, MEMBER_ADMIN.phone, MEMBER_ADMIN.password, 'Active Members');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import members from CSV' });
  const header = 'member_no,name,father,business,address,phone,pic';
  const bad = [
    header,
    '3001,Good Row,,,,01711300001,',
    '3002,Bad Phone,,,,12345,',
    '1001,Taken Number,,,,01711300003,',
  ];
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bad.join('\n')),
  });
  await expect(dialog.getByRole('alert')).toContainText('2 rows have problems; nothing was imported.');
  const report = dialog.getByRole('table', { name: 'Check result' });
  await expect(report.getByRole('row').filter({ hasText: '3002' })).toContainText(
    'Bangladeshi mobile number',
  );
  await expect(report.getByRole('row').filter({ hasText: 'Taken Number' })).toContainText(
    '1001 is already taken',
  );
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectAccessible(page);
  if (isPhone(page))
    await page.screenshot({ path: testInfo.outputPath('import-errors-mobile.png'), fullPage: true });

  const good = [header, '3001,Good Row,,,,01711300001,', '3002,Fixed Phone,,,,01711300002,'];
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(good.join('\r\n')),
  });
  await expect(dialog.getByRole('status')).toContainText('All 2 rows are valid.');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 members imported.' })).toBeVisible();
  await page.getByLabel('Search by member no, name or business').fill('300');
  const table = page.getByRole('table', { name: 'Active members' });
  await expect(table.getByRole('row')).toHaveCount(3);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(text.split('\r\n')).toEqual([
    header,
    '3001,Good Row,,,,01711300001,',
    '3002,Fixed Phone,,,,01711300002,',
  ]);
});

test('marks an active member deceased after a confirmation, and adds an unknown deceased member', async ({
  page,
}, testInfo) => {
  await loginAndOpen(page, MEMBER_ADMIN.phone, MEMBER_ADMIN.password, 'Deceased Members');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deceased Members Controller');
  const table = page.getByRole('table', { name: 'Deceased members' });
  await expect(table.getByRole('row')).toHaveCount(11); // heading row + the 10 demo deceased members
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Deceased Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add deceased member' });
  await dialog.getByLabel('Member No').fill('1020');
  await dialog.getByLabel('Member No').blur();
  await expect(dialog.getByLabel('Name', { exact: true })).not.toHaveValue(''); // filled from the member
  const name = await dialog.getByLabel('Name', { exact: true }).inputValue();
  await dialog.getByLabel('Date of death').fill('01/10/2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark an active member deceased' });
  await expect(confirm).toContainText(`${name} (member 1020) is an active member.`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Mark deceased' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Member added successfully' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '1020' })).toContainText(name);

  await page.getByRole('button', { name: 'Add Deceased Member' }).click();
  await dialog.getByLabel('Member No').fill('D-77');
  await dialog.getByLabel('Name', { exact: true }).fill('Late Abdul Karim');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Member added successfully' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(13);
  await page.screenshot({
    path: testInfo.outputPath(`deceased-${testInfo.project.name}.png`),
    fullPage: true,
  });

  await openFromMenu(page, 'Active Members');
  await page.getByLabel('Search by member no, name or business').fill('1020');
  await expect(page.getByText('No matching members found.')).toBeVisible();
});
