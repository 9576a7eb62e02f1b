import { test as base, expect, type Page } from '@playwright/test';
import { type SmsStandIn, startSmsStandIn } from '@samity/notifications-sandbox';
import { BASE_PORT, withJourneyServer } from './journey-server';
import { expectAccessible } from './public-helpers';

/**
 * Decision 028: while guessers flood an account from many networks, its owner on a new browser is offered a
 * one-time code by SMS, types it (in Bengali digits on the member side) beside the password and gets in. The
 * journeys' usual servers keep their SMS inside the server's own stand-in, so this one runs a server of its
 * own whose SMS provider is a stand-in started here, and reads the owner's phone from it.
 */
const test = base.extend<object, { codeServer: { url: string; sms: SmsStandIn } }>({
  codeServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) => {
      const sms = await startSmsStandIn();
      try {
        await withJourneyServer(
          BASE_PORT + 80 + (workerInfo.project.name === 'mobile' ? 1 : 0),
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
  baseURL: async ({ codeServer }, use) => use(codeServer.url),
});

// Forty guesses are hashed before the owner's turn: more than a journey's usual 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Guessers at 20 networks, twice each, 10 at a time, through the trusted proxy (serve.mjs trusts 127.0.0.1). */
async function flood(page: Page, path: string, account: object) {
  // Five from this browser's own address first (a guesser at the same café): the owner's attempt is then a
  // repeat from a spent address, refused whatever the slowdown's timing, rather than a first attempt.
  for (let i = 0; i < 5; i++)
    await page.request.post(path, { data: { ...account, password: `here-${i}` }, failOnStatusCode: false });
  const guesses = Array.from({ length: 40 }, (_, i) => ({
    from: `198.51.100.${(i % 20) + 1}`,
    password: `guess-${i}`,
  }));
  for (let start = 0; start < guesses.length; start += 10)
    await Promise.all(
      guesses.slice(start, start + 10).map((guess) =>
        page.request.post(path, {
          headers: { 'x-forwarded-for': guess.from },
          data: { ...account, password: guess.password },
          failOnStatusCode: false,
        }),
      ),
    );
}

const BENGALI = '০১২৩৪৫৬৭৮৯';
const asciiDigits = (text: string) => text.replace(/[০-৯]/g, (d) => String(BENGALI.indexOf(d)));

/** What the stand-in holds now: it keeps the newest 200 messages, newest first, so indexes shift as SMS arrive. */
const seen = (sms: SmsStandIn) => new Set(sms.messages);

/**
 * The code of the newest login-code SMS that arrived after `before` (a snapshot from seen), to the phone
 * ending in `phone`'s digits after its leading 0 when given (the outbox writes numbers in international form).
 */
async function codeFrom(sms: SmsStandIn, before: Set<object>, phone?: string): Promise<string> {
  const local = phone?.replace(/^0/, '') ?? '';
  const newest = () =>
    sms.messages.find((m) => !before.has(m) && m.to.endsWith(local) && /login code|লগইনের কোড/.test(m.text));
  await expect.poll(() => newest() !== undefined, { timeout: 20_000 }).toBe(true);
  return /(\d{6})/.exec(asciiDigits(newest()!.text))![1]!;
}

test('a member under attack signs in on a new browser with the SMS code, typed in Bengali digits', async ({
  page,
  codeServer,
}) => {
  await flood(page, '/api/member/login', { member: '1001' });
  await page.goto('/MemberLogin');
  await page.getByLabel('Member No').fill('1001');
  await page.getByLabel('Password', { exact: true }).fill('demo-member-one');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('status')).toHaveText(/many failed logins.*one-time code by SMS/);
  await expectAccessible(page);
  const before = seen(codeServer.sms);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('status')).toHaveText(/a code is on its way to it\. It works for 10 minutes\./);
  const code = await codeFrom(codeServer.sms, before);
  await page.getByLabel('Code from the SMS').fill([...code].map((d) => BENGALI[Number(d)]).join(''));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/MemberDashboard$/);
});

test('an admin under attack signs in on a new browser with the SMS code; a wrong code is refused', async ({
  page,
  codeServer,
}) => {
  const phone = '01711000004';
  const admin = { phone };
  await flood(page, '/api/admin/login', admin);
  await page.goto('/AdminLogin');
  await page.getByLabel('Phone').fill(phone);
  const password = page.getByLabel('Password');
  await password.fill('demo-members-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('status')).toHaveText(/many failed logins/);
  const before = seen(codeServer.sms);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = await codeFrom(codeServer.sms, before, phone);
  const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
  await page.getByLabel('Code from the SMS').fill(wrong);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is wrong or has expired. Ask for a new one.');
  await page.getByLabel('Code from the SMS').fill(code);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/AdminLogin/);
});
