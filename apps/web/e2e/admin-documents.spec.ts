import { expect, test } from '@playwright/test';
import { goToAdminPage, loginAdmin } from './admin-content-helpers';
import { expectNoSideways, loginMember, memberFor, openSection } from './member-helpers';
import { expectAccessible } from './public-helpers';

/** A small well-formed PDF (header, one object, cross-reference table, trailer), as an office would upload. */
function pdf(text: string): Buffer {
  const head = `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Note (${text}) >>\nendobj\n`;
  return Buffer.from(
    `${head}xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${head.length}\n%%EOF\n`,
    'latin1',
  );
}
const asFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });

/**
 * The society's documents: an admin uploads a public and a members-only PDF (an HTML page named .pdf is
 * refused), adds a new version and sees both in the history; a visitor finds the public one on /Documents
 * (the members-only one is 404 to them), and a member finds the members-only one in the dashboard's tab;
 * the demo seed's documents are on each list as their visibility says.
 * axe at each screen, at 1280 and 375 px (each width on a server and database of its own).
 */
test('an admin publishes documents, visitors see public ones, members the members-only ones', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  await loginAdmin(page);
  await goToAdminPage(page, 'Documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  // The demo seed's documents are listed: the bylaws (two versions), the certificate, the audit report, the
  // minutes of the annual general meeting.
  await expect(page.getByText('Bylaws of the Samity').first()).toBeVisible();
  await expect(page.getByText('Annual audit report').first()).toBeVisible();

  const upload = async (title: string, visibility: string, file: ReturnType<typeof asFile>) => {
    await page.getByRole('button', { name: 'Upload a document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a document' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Category').selectOption({ label: 'Bylaws' });
    await dialog.getByLabel('Who may read it').selectOption({ label: visibility });
    await dialog.getByLabel('PDF file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    return dialog;
  };
  // The content decides, not the name: an HTML page called .pdf is refused, and nothing is listed.
  const refused = await upload('Fake', 'Everyone', asFile('fake.pdf', Buffer.from('<html>hi</html>')));
  await expect(refused.getByRole('alert')).toContainText('Only PDF files can be uploaded.');
  await refused.getByRole('button', { name: 'Cancel' }).click();

  const dialog = await upload('Bylaws of the society', 'Everyone', asFile('bylaws.pdf', pdf('v1')));
  await expect(dialog).toBeHidden();
  await upload('Audit report 2025', 'Members only', asFile('audit.pdf', pdf('audit')));
  const table = page
    .getByRole('table', { name: 'Documents' })
    .or(page.getByRole('list', { name: 'Documents' }));
  await expect(page.getByText('Audit report 2025').first()).toBeVisible();

  await page.getByRole('button', { name: 'New version: Bylaws of the society' }).click();
  const version = page.getByRole('dialog', { name: 'New version of Bylaws of the society' });
  await version.getByLabel('PDF file').setInputFiles(asFile('bylaws-2025.pdf', pdf('v2')));
  await version.getByRole('button', { name: 'Upload' }).click();
  await expect(version).toBeHidden();
  await page.getByRole('button', { name: 'History: Bylaws of the society' }).click();
  const history = page.getByRole('dialog', { name: 'Versions of Bylaws of the society' });
  await expect(history.getByRole('link', { name: /^Version/ })).toHaveCount(2);
  await expectAccessible(page);
  await history.getByRole('button', { name: 'Close' }).first().click();
  await expectNoSideways(page);
  await expectAccessible(page);
  void table;

  // A visitor: the public document only; the members-only one's file is 404 to them.
  const visitor = await (
    await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      baseURL: info.project.use.baseURL,
    })
  ).newPage();
  await visitor.goto('/Documents');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(visitor.getByText('Bylaws of the society').first()).toBeVisible();
  await expect(visitor.getByText('Audit report 2025')).toHaveCount(0);
  // The seed's public documents too, never its members-only ones.
  await expect(
    visitor.getByRole('link', { name: 'Download PDF: নিবন্ধন সনদ / Registration certificate' }),
  ).toBeVisible();
  await expect(visitor.getByText('Annual audit report')).toHaveCount(0);
  await expect(visitor.getByText('AGM minutes')).toHaveCount(0);
  const link = visitor.getByRole('link', { name: 'Download PDF: Bylaws of the society' });
  const href = await link.getAttribute('href');
  const file = await visitor.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment/);
  const adminList = await page.request.get('/trpc/admin.documents.list?input=%7B%7D');
  const audit = (await adminList.json()).result.data.entries.find(
    (d: { title: string }) => d.title === 'Audit report 2025',
  );
  expect((await visitor.request.get(audit.latest.url)).status()).toBe(404);
  await expectNoSideways(visitor);
  await expectAccessible(visitor);
  await visitor.close();

  // A member: the dashboard's Documents tab has the members-only document.
  const memberPage = await (
    await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      baseURL: info.project.use.baseURL,
    })
  ).newPage();
  await loginMember(memberPage, memberFor(info));
  const tab = await openSection(memberPage, 'Documents');
  await expect(tab.getByText('Audit report 2025').first()).toBeVisible();
  await expect(tab.getByText('AGM minutes').first()).toBeVisible();
  expect((await memberPage.request.get(audit.latest.url)).status()).toBe(200);
  await expectNoSideways(memberPage);
  await expectAccessible(memberPage);

  // Removing asks first; the document then leaves the list.
  await page.getByRole('button', { name: 'Remove: Audit report 2025' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the document?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Audit report 2025')).toHaveCount(0);
  expect((await memberPage.request.get(audit.latest.url)).status()).toBe(404);
  await memberPage.close();
});
