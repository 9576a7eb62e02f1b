import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createAdmin, createApiKey, createMember, loginAs, type TestMember } from '@samity/api/testing';
import { monthInDhaka, monthLabel } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, useTestApp } from './helpers';

/**
 * A built web app as the build writes it (apps/web/vite-shell.ts): index.html with the header frame in the
 * root, and in first-content.json the signed-in pages' texts, here the app's own translation files whole.
 */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'samity-signed-in-'));
  mkdirSync(join(dir, '.vite'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Samity</title>' +
      '<script type="module" crossorigin src="/assets/index-e1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-e1.css"></head><body>' +
      '<div id="root"><header class="site-header"><p class="top-bar" lang="bn">সমিতি</p></header></div></body></html>',
  );
  writeFileSync(
    join(dir, '.vite/route-preloads.json'),
    JSON.stringify({
      'layout:member': { js: ['/assets/member-layout-m1.js'], css: ['/assets/area-layout-m1.css'] },
      '/MemberDashboard': { js: ['/assets/dashboard-d1.js'], css: ['/assets/dashboard-d1.css'] },
    }),
  );
  const i18n = join(__dirname, '../../web/src/i18n');
  const namespaces = (lang: string) =>
    Object.fromEntries(
      ['common', 'member', 'admin', 'finance'].map((ns) => [
        ns,
        JSON.parse(readFileSync(join(i18n, lang, `${ns}.json`), 'utf8')),
      ]),
    );
  const header = {
    home: '<header class="site-header"></header>',
    other: '<header class="site-header"></header>',
  };
  writeFileSync(
    join(dir, '.vite/first-content.json'),
    JSON.stringify({
      en: { home: '', car: {}, header, signedIn: namespaces('en') },
      bn: { home: '', car: {}, header, signedIn: namespaces('bn') },
    }),
  );
  return dir;
}

const t = useTestApp(() => ({ WEB_DIST_DIR: webDist() }));
const HOSTILE = '<img src=x onerror="alert(1)">&amp;\'</script>';
const PLAIN_ROOT =
  '<div id="root"><header class="site-header"><p class="top-bar" lang="bn">সমিতি</p></header></div>';
let owing: TestMember;
let hostile: TestMember;
const cookies = new Map<string, string>();

beforeAll(async () => {
  const db = t.db.db;
  // Numbered before the demo's and the factories' members, so both are on the book's first page.
  owing = await createMember(db, { memberNo: '00071', name: 'Owing Member' });
  hostile = await createMember(db, { memberNo: '00072', name: HOSTILE });
  // The current month's book (the page's month when the address names none): one owes, one has paid.
  const { year, month } = monthInDhaka(Date.now());
  // The test database may hold that month's book already: the members are added to it either way.
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  await db
    .insertInto('monthly_books')
    .values({ month: first, amount_poisha: 50_000, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('month').doNothing())
    .execute();
  const book = await db
    .selectFrom('monthly_books')
    .select('id')
    .where('month', '=', first)
    .executeTakeFirstOrThrow();
  const dues = await db
    .insertInto('monthly_dues')
    .values([
      { book_id: book.id, member_id: owing.id, payable_poisha: 50_000 },
      { book_id: book.id, member_id: hostile.id, payable_poisha: 50_000 },
    ])
    .returning(['id', 'member_id'])
    .execute();
  await db
    .insertInto('monthly_payments')
    .values({
      due_id: dues.find((d) => d.member_id === hostile.id)!.id,
      date: new Date().toISOString().slice(0, 10),
      method: 'cash',
      amount_poisha: 50_000,
    })
    .execute();
  cookies.set('owing', await cookieFor(t, owing));
  cookies.set('hostile', await cookieFor(t, hostile));
  cookies.set('initial', await cookieFor(t, await createMember(db, { initial: true })));
  for (const privilege of ['Finance_Access', 'Member_Access'] as const)
    cookies.set(privilege, await cookieFor(t, privilege));
});

// An English browser (one naming no language gets the society's default, Bengali).
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US,en', ...headers } });

/** A page sent as every page is: the build's header frame, no data of anyone's. */
function expectPlain(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain(PLAIN_ROOT);
  expect(res.body).not.toContain('served-data');
  expect(res.body).not.toContain('Owing Member');
  expect(res.body).not.toContain('onerror');
  expect(res.headers['cache-control']).toBe('no-store, private');
}

describe("the member's dues in /MemberDashboard's HTML", () => {
  it('writes the signed-in member their own dues summary, never cached', async () => {
    const res = await get('/MemberDashboard', { cookie: cookies.get('owing')! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store, private');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).not.toContain(PLAIN_ROOT);
    expect(res.body).toContain('<strong>Welcome, Owing Member</strong><br>Member No: 00071');
    expect(res.body).toContain(
      '<dl class="dash-totals"><div class="total-due"><dt>Months with dues</dt><dd>1</dd></div>' +
        '<div class="total-due"><dt>Monthly dues</dt><dd>৳500.00</dd></div></dl>',
    );
    // Every stylesheet ahead of the scripts (the content waits for them, not for the code); no data preload.
    expect(res.body).toContain(
      '<title>Samity</title><link rel="stylesheet" crossorigin href="/assets/area-layout-m1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/dashboard-d1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/index-e1.css"><script type="module"',
    );
    // The session check stays preloaded: the layout asks it again on arrival.
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin href="/trpc/auth.member.me">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-d1.js">');
    // Pay Now drawn, but inert until React's own replaces it.
    expect(res.body).toMatch(
      /<button type="button" class="button dues-pay-now" inert aria-hidden="true">Pay Now/,
    );
    // The answers it was written from, for React Query: the member's own, under their procedures.
    const served = JSON.parse(
      /<script type="application\/json" id="served-data">(.*?)<\/script>/s.exec(res.body)![1]!,
    );
    expect(served.map((s: { path: string }) => s.path)).toEqual([
      'auth.member.me',
      'member.statements.get',
      'member.notifications.unreadCount',
      'member.enquiries.unreadCount',
    ]);
    expect(served[0].data.member.member_no).toBe('00071');
    expect(res.body).not.toContain(hostile.memberNo);
  });

  it('is sent compressed to a browser that accepts it, the same page once unpacked', async () => {
    const cookie = cookies.get('owing')!;
    const plain = await get('/MemberDashboard', { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accepts, unpack] of [
      ['br, gzip', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get('/MemberDashboard', { cookie, 'accept-encoding': accepts });
      expect(res.headers['content-encoding']).toBe(accepts.split(',')[0]);
      expect(res.headers.vary).toMatch(/cookie.*accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-store, private');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(unpack(res.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it("writes another member their own dues, not the first one's, with every value escaped", async () => {
    const res = await get('/MemberDashboard', { cookie: cookies.get('hostile')! });
    expect(res.body).not.toContain('Owing Member');
    expect(res.body).not.toContain('00071');
    expect(res.body).toContain('Member No: 00072');
    expect(res.body).toContain(
      '<dl class="dash-totals"><div class="total-paid"><dt>Months with dues</dt><dd>0</dd>',
    );
    expect(res.body).toContain(
      'Welcome, &lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;amp;&#39;&lt;/script&gt;',
    );
    // Neither the markup nor the JSON lets the stored name out as markup.
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain("</script>'");
    // Two elements end: the entry script's and the served data's; the stored name ends none.
    expect(res.body.split('</script>').length).toBe(3);
  });

  it('writes it in Bengali, with Bengali digits, when the page is Bengali', async () => {
    const res = await get('/MemberDashboard?lang=bn', { cookie: cookies.get('owing')! });
    expect(res.body).toContain('<html lang="bn">');
    expect(res.body).toContain('<dt>বকেয়া মাস</dt><dd>১</dd>');
    expect(res.body).toContain('৳৫০০.০০');
  });

  it('sends the plain shell to nobody, an admin, a forged or expired session, an initial password, or another address', async () => {
    const valid = cookies.get('owing')!;
    const forged = valid.replace(/=([^;]*)/, (_whole, value: string) => `=${value.slice(0, -4)}AAAA`);
    const expired = (
      await loginAs(t.db.db, owing, { now: () => new Date(Date.now() - 400 * 24 * 3600 * 1000) })
    ).header();
    const visitors: Record<string, string>[] = [
      {},
      { cookie: forged },
      { cookie: expired },
      { cookie: cookies.get('initial')! },
      { cookie: cookies.get('Finance_Access')! },
    ];
    for (const headers of visitors) expectPlain(await get('/MemberDashboard', headers));
    // A payment's result (or anything but ?lang) is the app's to show.
    expectPlain(await get('/MemberDashboard?payment=success', { cookie: valid }));
  });
});

describe("the month's book in /FinancialMonthly's HTML", () => {
  it('writes a finance admin the summary and first rows of the current month, escaped', async () => {
    const res = await get('/FinancialMonthly', { cookie: cookies.get('Finance_Access')! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store, private');
    const month = monthLabel(monthInDhaka(Date.now()));
    expect(res.body).toContain(`<section class="monthly-summary" aria-label="Summary of ${month}"><dl>`);
    expect(res.body).toMatch(/<dt>Total Collectable<\/dt><dd>৳[\d,]+\.00<\/dd>/);
    expect(res.body).toMatch(/<dt>Total Collected<\/dt><dd>৳[\d,]+\.00<\/dd>/);
    expect(res.body).toContain('<td role="cell" class="cell-primary" data-label="Name">Owing Member</td>');
    expect(res.body).toContain(
      '<td role="cell" class="cell-primary" data-label="Name">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;amp;&#39;&lt;/script&gt;</td>',
    );
    expect(res.body).not.toContain('<img src=x');
    // The book is in the page: no preload for it; the session check's stays (the layout asks it again).
    expect(res.body).not.toContain('/trpc/finance.monthly.list');
    expect(res.body).toContain('href="/trpc/auth.admin.checkRemembered"');
    // Two elements end: the entry script's and the served data's; the stored name ends none.
    expect(res.body.split('</script>').length).toBe(3);
  });

  it('sends the plain shell without the privilege, to an API key, to nobody and for another month', async () => {
    const key = await createApiKey(t.db.db, { privilege: 'Finance_Access' });
    const visitors: Record<string, string>[] = [
      {},
      { cookie: cookies.get('Member_Access')! },
      { cookie: cookies.get('owing')! },
      { authorization: `Bearer ${key.secret}` },
    ];
    for (const headers of visitors) expectPlain(await get('/FinancialMonthly', headers));
    expectPlain(
      await get('/FinancialMonthly?month=January-2020', { cookie: cookies.get('Finance_Access')! }),
    );
  });

  it('sends the plain shell to an admin whose password is a temporary one', async () => {
    const admin = await createAdmin(t.db.db, { privilege: 'Finance_Access' });
    await t.db.db
      .updateTable('admins')
      .set({ password_is_temporary: true })
      .where('id', '=', admin.id)
      .execute();
    const res = await get('/FinancialMonthly', { cookie: (await loginAs(t.db.db, admin)).header() });
    expect(res.body).not.toContain('monthly-summary');
  });
});
