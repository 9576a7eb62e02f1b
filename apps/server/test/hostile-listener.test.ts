import { connect } from 'node:net';
import { createAdmin, createMember, loginAs, type TestMember } from '@samity/api/testing';
import { payAsPayer, type SandboxHandle, startSandbox } from '@samity/bkash-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../packages/api/test/db-fingerprint';
import { LEAK } from './fuzz/fuzz-procedures';
import { bkashSandboxEnv, useTestApp } from './helpers';

/**
 * Hostile requests through a real listening server, byte for byte over a socket: what `app.inject` never
 * meets because it skips Node's HTTP parser and its limits (malformed request lines, headers past 16 KB,
 * duplicated Content-Length, raw bytes and unnormalized `..` in addresses), a part of the REST hostile set,
 * and the bKash callback, which anyone may call with anything. Every one must be refused with a 4xx (the
 * callback: its documented 303 to the dashboard) and leave the database as it was; the server must go on
 * answering.
 */
let sandbox: SandboxHandle;
let port: number;
let member: TestMember;
let cookies: string;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox?.close();
});
const t = useTestApp(() => bkashSandboxEnv(sandbox));
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  member = await createMember(t.db.db, { password: 'member-a-pass-1' });
  const admin = await createAdmin(t.db.db, { privilege: 'Full_Access+' });
  const jar = await loginAs(t.db.db, admin);
  await loginAs(t.db.db, member, { jar });
  cookies = jar.header();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are and reads the answer until the server closes (every request says close). */
function raw(bytes: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    // Nothing within 5 s is a status of 0: a request the server neither answers nor closes on is a problem.
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may close while we still write (a header past its limit): what it answered is what counts.
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!Number.isInteger(status)) return resolve({ status: 0, headers: {}, body: text.slice(0, 200) });
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    // Written without ending our side: a half-closed socket is answered by nobody, and every request here
    // either says Connection: close or is one the server must refuse and close on.
    socket.write(bytes);
  });
}

/** A well-formed request around an address and headers we choose. */
function request(method: string, target: string, headers: Record<string, string> = {}, body?: string) {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: samity.test', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body ?? ''}`;
}

const problems: string[] = [];
const histogram: Record<string, number> = {};

/** Every answer: counted, and wrong if it is not what was expected or shows a stack or database words. */
async function expectAnswer(label: string, bytes: string | Buffer, expected: (status: number) => boolean) {
  const answer = await raw(bytes);
  histogram[answer.status] = (histogram[answer.status] ?? 0) + 1;
  if (!expected(answer.status))
    problems.push(`${label}: answered ${answer.status} ${answer.body.slice(0, 200)}`);
  else if (LEAK.test(answer.body)) problems.push(`${label}: leaks ${answer.body.slice(0, 200)}`);
  return answer;
}
const refused = (status: number) => status >= 400 && status < 500;

async function stillServing() {
  const answer = await raw(request('GET', '/healthz'));
  expect(answer.status).toBe(200);
}

describe('malformed HTTP through the real listener', () => {
  it('refuses what Node parses or limits with a 4xx, writes nothing and goes on serving', async () => {
    problems.length = 0;
    const before = await databaseFingerprint(t.db.db);
    const login = JSON.stringify({ member: member.memberNo, password: 'member-a-pass-1' });
    const cases: [string, string | Buffer][] = [
      ['a TLS greeting on the plain port', Buffer.from('16030100a5010000a10303', 'hex')],
      ['a request line of garbage', 'ü§\u0001 /x\r\n\r\n'],
      ['an unsupported version', 'GET /api/members HTTP/3.7\r\nHost: x\r\nConnection: close\r\n\r\n'],
      ['an unknown method', request('BREW', '/api/members')],
      ['a space in the address', 'GET /api/mem bers HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      [
        'a NUL in the address',
        'GET /api/members?limit=1\u0000 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      ],
      [
        'a header without a colon',
        'GET /api/members HTTP/1.1\r\nHost: x\r\nNoColon\r\nConnection: close\r\n\r\n',
      ],
      [
        'a header name with a space',
        'GET /api/members HTTP/1.1\r\nHost: x\r\nBad Name: 1\r\nConnection: close\r\n\r\n',
      ],
      ['a header of 20 KB', request('GET', '/api/members', { 'X-Big': 'x'.repeat(20_000) })],
      [
        '200 headers of 100 bytes',
        request(
          'GET',
          '/api/members',
          Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`X-H${i}`, 'y'.repeat(100)])),
        ),
      ],
      ['an address of 20 KB', request('GET', `/api/members?limit=${'1'.repeat(20_000)}`)],
      [
        'a path of 12 KB',
        request('GET', `/api/check-default-password/${'7'.repeat(12_000)}`, { cookie: cookies }),
      ],
      [
        'broken percent-encoding',
        request('GET', '/api/check-default-password/%E0%A4%A', { cookie: cookies }),
      ],
      ['a %ff byte', request('GET', '/api/check-default-password/%ff%fe', { cookie: cookies })],
      [
        'raw bytes above ASCII',
        Buffer.concat([
          Buffer.from('GET /api/members/search?search='),
          Buffer.from([0xff, 0xfe, 0xc3]),
          Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
        ]),
      ],
      [
        'two different Content-Length',
        `POST /api/member/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${login.length}\r\nContent-Length: 2\r\n\r\n${login}`,
      ],
      [
        'the same Content-Length twice',
        `POST /api/member/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${login.length}\r\nContent-Length: ${login.length}\r\n\r\n${login}`,
      ],
      [
        'Content-Length with Transfer-Encoding',
        `POST /api/member/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${login.length}\r\nTransfer-Encoding: chunked\r\n\r\n${login}`,
      ],
      [
        'a negative Content-Length',
        `POST /api/member/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: -1\r\n\r\n${login}`,
      ],
      [
        'broken chunks',
        `POST /api/member/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n${login}\r\n0\r\n\r\n`,
      ],
      [
        'a body over 1 MB',
        request(
          'POST',
          '/api/objections',
          { 'Content-Type': 'application/json', cookie: cookies },
          JSON.stringify({ objection: 'x'.repeat(1_100_000) }),
        ),
      ],
      [
        'a body that is not JSON',
        request(
          'POST',
          '/api/objections',
          { 'Content-Type': 'application/json', cookie: cookies },
          '{"objection": ',
        ),
      ],
      [
        'JSON 5000 levels deep',
        request(
          'POST',
          '/api/objections',
          { 'Content-Type': 'application/json', cookie: cookies },
          `${'['.repeat(5000)}${']'.repeat(5000)}`,
        ),
      ],
      [
        'a body of another type',
        request('POST', '/api/objections', { 'Content-Type': 'text/plain', cookie: cookies }, 'objection=x'),
      ],
    ];
    for (const [label, bytes] of cases) await expectAnswer(label, bytes, refused);
    // Node reads a request line without a version as HTTP/1.0 (and skips blank lines before a request, as
    // HTTP allows): such a GET is answered like any other, which must still never be a 5xx.
    const lenient = (status: number) => status >= 200 && status < 500;
    await expectAnswer('a request line without a version', 'GET /api/members\r\n\r\n', lenient);
    await expectAnswer(
      'blank lines before the request',
      `\r\n\r\n${request('GET', '/api/members')}`,
      lenient,
    );
    await stillServing();
    expect(problems).toEqual([]);
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
    console.log(`malformed HTTP: ${cases.length + 2} requests, by status ${JSON.stringify(histogram)}`);
  });
});

type Operation = { parameters?: { name: string; in: string }[] };

describe('the REST hostile set through the real listener', () => {
  it('refuses addresses that climb or carry raw and broken bytes on every REST path, logged in, writing nothing', {
    timeout: 240_000,
  }, async () => {
    const document = JSON.parse((await raw(request('GET', '/api/openapi.json'))).body);
    const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, item]) =>
        Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    const before = await databaseFingerprint(t.db.db);
    problems.length = 0;
    const counts: Record<string, number> = {};
    let requests = 0;
    for (const { path, method, op } of operations) {
      const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const headers = {
        cookie: cookies,
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      };
      const body = method === 'GET' || method === 'DELETE' ? undefined : '{"broken": ';
      // Unnormalized climbing and raw bytes in the path parameters, as no fetch client would send them.
      const targets = path.includes('{')
        ? ['../../../etc/passwd', '..%2f..%2fetc', '%00', '%E0%A4%A', 'a%2e%2e%5c'].map(
            (value) => `/api${path.replace(/\{\w+\}/g, value)}`,
          )
        : [`/api${path}`];
      for (const target of targets) {
        // A GET with the query parameters as a NUL and broken percent-encoding; a write with unparsable JSON.
        const search = query.length
          ? `?${query.map((name) => `${name}=a%00b&${name}=%E0%A4`).join('&')}`
          : '';
        // A GET without parameters gets the broken encoding in its address: an unknown query key is ignored.
        const sent =
          body === undefined && !path.includes('{') && !search ? `${target}%E0%A4%A` : `${target}${search}`;
        const answer = await expectAnswer(
          `${method} ${sent.slice(0, 120)}`,
          request(method, sent, headers, body),
          (status) => refused(status) && status !== 401,
        );
        counts[answer.status] = (counts[answer.status] ?? 0) + 1;
        requests++;
      }
    }
    await stillServing();
    console.log(
      `REST hostile over the listener: ${operations.length} operations, ${requests} requests, by status ${JSON.stringify(counts)}`,
    );
    expect(problems).toEqual([]);
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
  });
});

describe('the bKash callback through the real listener', () => {
  const CALLBACK = '/api/payments/bkash/callback';
  const toDashboard = (answer: RawAnswer, result: string) => {
    expect(answer.status).toBe(303);
    expect(answer.headers.location?.startsWith(`/MemberDashboard?payment=${result}`)).toBe(true);
  };

  it('sends junk, unknown payments and forged statuses to the dashboard as failed and writes nothing', async () => {
    const before = await databaseFingerprint(t.db.db);
    const junk = [
      '',
      '?',
      '?paymentID=',
      '?status=success',
      '?paymentID=TR0011UNKNOWN00000000000&status=success',
      '?paymentID=TR0011UNKNOWN00000000000&status=cancel',
      '?paymentID=TR0011UNKNOWN00000000000&status=failure',
      '?paymentID=TR0011UNKNOWN00000000000&status=paid',
      `?paymentID=${'A'.repeat(5000)}&status=success`,
      '?paymentID=%00&status=success',
      "?paymentID='%20OR%201=1--&status=success",
      '?paymentID=a&paymentID=b&status=success&status=cancel',
      '?paymentID[]=a&status[]=success',
      '?paymentID=%E0%A4%A&status=success',
      '?paymentID=%ff&status=%ff',
      '?status=success&status=success&paymentID=%7B%22%24gt%22%3A%22%22%7D',
    ];
    for (const query of junk) {
      const answer = await raw(request('GET', `${CALLBACK}${query}`));
      if (answer.status === 303) toDashboard(answer, 'failed');
      else expect(answer.status, `${query} answered ${answer.status}`).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).not.toMatch(LEAK);
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await raw(request(method, `${CALLBACK}?paymentID=x&status=success`, {}, '{}'));
      expect(refused(answer.status), `${method} answered ${answer.status}`).toBe(true);
    }
    await stillServing();
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
  });

  it('forged statuses before the payer pays record nothing and do not stop the payment; replays of the completed payment write nothing', async () => {
    const [due] = await t.db.db
      .selectFrom('monthly_dues')
      .leftJoin('monthly_payments', 'monthly_payments.due_id', 'monthly_dues.id')
      .select('monthly_dues.id')
      .where('monthly_dues.member_id', '=', member.id)
      .where('monthly_payments.id', 'is', null)
      .execute();
    let dueId = due?.id;
    if (dueId === undefined) {
      const book = await t.db.db
        .insertInto('monthly_books')
        .values({ month: '1997-01-01', amount_poisha: 30_000 })
        .returning('id')
        .executeTakeFirstOrThrow();
      dueId = (
        await t.db.db
          .insertInto('monthly_dues')
          .values({ book_id: book.id, member_id: member.id, payable_poisha: 30_000 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    const memberCookie = cookies;
    const create = await raw(
      request(
        'POST',
        '/api/payments/bkash/create',
        { 'Content-Type': 'application/json', cookie: memberCookie },
        JSON.stringify({ main_id: dueId }),
      ),
    );
    expect(create.status).toBe(200);
    const { paymentID, bkashURL } = JSON.parse(create.body) as { paymentID: string; bkashURL: string };

    // A forged success before the payer paid: the server asks bKash, which has nothing to execute.
    const early = await raw(request('GET', `${CALLBACK}?paymentID=${paymentID}&status=success`));
    expect(early.status).toBe(303);
    expect(early.headers.location).not.toContain('payment=paid');
    const payments = () =>
      t.db.db.selectFrom('monthly_payments').select('id').where('due_id', '=', dueId).execute();
    expect(await payments()).toEqual([]);
    // A forged cancel ends the open payment here (bKash's status cannot confirm a cancel: it says Initiated
    // until the payment expires), which records nothing and must not stop the payer from paying after it.
    const forged = await raw(request('GET', `${CALLBACK}?paymentID=${paymentID}&status=cancel`));
    expect(forged.status).toBe(303);
    expect(forged.headers.location).not.toContain('payment=paid');
    expect(await payments()).toEqual([]);

    const back = await payAsPayer(bkashURL);
    const callback = new URL(back.callbackUrl ?? '');
    const paid = await raw(request('GET', `${callback.pathname}${callback.search}`));
    toDashboard(paid, 'paid');
    const [recorded] = await payments();
    expect(recorded).toBeDefined();

    const before = await databaseFingerprint(t.db.db);
    for (const status of ['success', 'cancel', 'failure', 'junk']) {
      const replay = await raw(request('GET', `${CALLBACK}?paymentID=${paymentID}&status=${status}`));
      toDashboard(replay, 'paid');
      expect(replay.headers.location).toBe(`/MemberDashboard?payment=paid&receipt=${recorded!.id}`);
    }
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
  });
});
