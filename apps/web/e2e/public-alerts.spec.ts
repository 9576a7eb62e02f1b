import { test as base, expect, type Page } from '@playwright/test';
import { type SmsStandIn, startSmsStandIn } from '@samity/notifications-sandbox';
import { BASE_PORT, withJourneyServer } from './journey-server';
import { expectNoSideways } from './member-helpers';
import { expectAccessible, isPhone } from './public-helpers';

/**
 * A buyer saves a /Stocklist search for SMS alerts: the code arrives by SMS, a wrong code is refused on its
 * field, the right one confirms, and the stop link in the SMS ends the alert (opened again, it says it was
 * stopped already). The journeys' usual servers keep their SMS inside the server's own stand-in, which a
 * journey cannot read; so this one runs a server of its own (e2e/serve.mjs on another port) whose SMS
 * provider is an SMS stand-in started here, and reads the buyer's phone from it.
 */
const test = base.extend<object, { alertsServer: { url: string; sms: SmsStandIn } }>({
  alertsServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) => {
      const sms = await startSmsStandIn();
      try {
        await withJourneyServer(
          BASE_PORT + 70 + (workerInfo.project.name === 'mobile' ? 1 : 0),
          {
            SMS_URL: sms.url,
            SMS_TOKEN: sms.token,
            SMS_SENDER: 'Samity',
            NOTIFY_SANDBOX: 'false',
            NOTIFY_INTERVAL_SECONDS: '1',
          },
          (url) => use({ url, sms }),
        );
      } finally {
        await sms.close();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ alertsServer }, use) => use(alertsServer.url),
});

/** The SMS stand-in keeps numbers as +8801...; each width saves with a phone of its own. */
const phoneOf = (page: Page) => (isPhone(page) ? '01815070002' : '01815070001');

async function openSaveDialog(page: Page) {
  await page.goto('/Stocklist');
  await expect(page.locator('.list-status[role="status"]')).toHaveText(/cars? match/);
  await page.getByLabel('Search').fill('Toyota');
  await expect(page.locator('.list-status[role="status"]')).toHaveText(/cars? match/);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get an SMS for new cars like these' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a buyer saves a search, confirms it with the code from the SMS and stops it from the link', async ({
  page,
  alertsServer,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = phoneOf(page);
  const dialog = await openSaveDialog(page);
  await expect(dialog).toContainText('at most one a day');
  // The search in words, as it will be saved: the filters are partly folded away on a phone.
  await expect(dialog).toContainText('Your search: “Toyota” · ৳1,00,000–৳10,00,00,000');
  await expectAccessible(page);
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Send the code' }).click();
  await expect(dialog.getByRole('status')).toHaveText('We sent a code by SMS. It works for 10 minutes.');
  await expect(dialog.getByLabel('Code from the SMS')).toBeVisible();

  // The buyer's phone: the worker hands the code's SMS to the provider within a second or two.
  const to = `+88${phone}`;
  await expect.poll(() => alertsServer.sms.messages.some((m) => m.to === to), { timeout: 20_000 }).toBe(true);
  const text = alertsServer.sms.messages.find((m) => m.to === to)!.text;
  expect(text).toMatch(/^Samity: Your code to save the car search is \d{6} \(10 minutes\)\. Not you\? /);
  const code = /is (\d{6})/.exec(text)![1]!;
  const stopPath = new URL(/(https?:\/\/\S+)$/.exec(text)![1]!).pathname;
  expect(stopPath).toMatch(/^\/alerts\/stop\/[A-Za-z0-9_-]{22}$/);

  // A wrong code first: refused on the field, which gets the focus; the dialog stays on the code step.
  const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
  const codeField = dialog.getByLabel('Code from the SMS');
  await codeField.fill(wrong);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('The code is not right. Check the SMS and try again.')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toBeFocused();
  await expectAccessible(page);
  if (isPhone(page)) {
    await expectNoSideways(page);
    await page.screenshot({ path: testInfo.outputPath('save-search-375.png') });
  }

  await codeField.fill(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Saved. Every SMS carries a link that stops the alert.',
  );
  // Saved: nothing is left to cancel, so one button closes, and it has the focus.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(dialog.locator('.form-actions').getByRole('button', { name: 'Close' })).toBeFocused();
  await dialog.locator('.form-actions').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The stop link of the SMS: opening it stops nothing (a link scanner opens links too); the alert ends when
  // the person presses the button. Opened again and pressed, the page says it was stopped before.
  await page.goto(stopPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop a car alert');
  const stopButton = page.getByRole('button', { name: 'Stop the alert' });
  await expect(stopButton).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(stopButton).toBeVisible();
  await stopButton.click();
  await expect(page.getByRole('status')).toHaveText('Stopped. You will get no more SMS for this search.');
  await expectAccessible(page);
  if (isPhone(page)) await expectNoSideways(page);
  await page.reload();
  await page.getByRole('button', { name: 'Stop the alert' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'This alert was already stopped. You will get no more SMS for this search.',
  );
  await page.getByRole('link', { name: 'Back to the cars for sale' }).click();
  await expect(page).toHaveURL(/\/Stocklist$/);
});

test('a junk phone is refused on its field, and a stop link no alert has says so', async ({
  page,
  alertsServer,
}) => {
  // The stand-in keeps the newest messages first and also gets the demo's own SMS: compare by message.
  const before = new Set(alertsServer.sms.messages);
  const dialog = await openSaveDialog(page);
  const phoneField = dialog.getByLabel('Mobile number');
  await phoneField.fill('12345 junk');
  await dialog.getByRole('button', { name: 'Send the code' }).click();
  await expect(dialog.getByText('Enter a Bangladeshi mobile number, e.g. 01712345678.')).toBeVisible();
  await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
  await expect(phoneField).toBeFocused();
  // Still the first step: no code was asked for, and no SMS went out.
  await expect(dialog.getByLabel('Code from the SMS')).toHaveCount(0);
  await expectAccessible(page);
  const codes = alertsServer.sms.messages.filter((m) => !before.has(m) && /code to save|কোড/.test(m.text));
  expect(codes).toHaveLength(0);

  await page.goto(`/alerts/stop/${'Z'.repeat(22)}`);
  await page.getByRole('button', { name: 'Stop the alert' }).click();
  await expect(page.getByRole('alert')).toHaveText('This stop link is not known. Check the link in the SMS.');
  await expectAccessible(page);
});
