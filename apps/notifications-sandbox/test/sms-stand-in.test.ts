import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaughtEmail, SmsStandIn } from '../src/index.js';
import { startSmsStandIn } from '../src/index.js';

const emails: CaughtEmail[] = [];
let standIn: SmsStandIn;

beforeAll(async () => {
  standIn = await startSmsStandIn({ emails });
});

afterAll(async () => {
  await standIn.close();
});

function send(body: unknown, token = standIn.token) {
  return fetch(standIn.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('the SMS stand-in', () => {
  it('listens on 127.0.0.1 and takes sends at POST /sms', () => {
    expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sms$/);
    expect(standIn.pageUrl).toBe(standIn.url.replace(/sms$/, ''));
  });

  it('keeps an accepted message, newest first, instead of sending it', async () => {
    const first = await send({ to: '01711000001', from: 'SAMITY', text: 'first' });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: 'accepted' });
    await send({ to: '01711000002', text: 'second' });
    expect(standIn.messages.slice(0, 2)).toMatchObject([
      { to: '01711000002', from: '', text: 'second' },
      { to: '01711000001', from: 'SAMITY', text: 'first' },
    ]);
  });

  it('answers 401 to a wrong token and keeps nothing', async () => {
    const before = standIn.messages.length;
    const res = await send({ to: '01711000001', text: 'hi' }, 'not-the-token');
    expect(res.status).toBe(401);
    expect(standIn.messages.length).toBe(before);
  });

  it('answers 400 to a body without to and text, or that is not JSON', async () => {
    expect((await send({ to: '01711000001' })).status).toBe(400);
    expect((await send({ text: 'no number' })).status).toBe(400);
    expect((await send('{not json')).status).toBe(400);
  });

  it('answers 503 to the next n sends after failNext(n), as a provider in trouble would, then accepts again', async () => {
    standIn.failNext(2);
    expect((await send({ to: '01711000001', text: 'a' })).status).toBe(503);
    expect((await send({ to: '01711000001', text: 'b' })).status).toBe(503);
    expect((await send({ to: '01711000001', text: 'c' })).status).toBe(200);
    expect(standIn.messages[0]?.text).toBe('c');
  });

  it('keeps only the newest 200 messages', async () => {
    for (let i = 0; i < 205; i += 1) await send({ to: '01711000003', text: `bulk ${i}` });
    expect(standIn.messages).toHaveLength(200);
    expect(standIn.messages[0]?.text).toBe('bulk 204');
  });

  it('answers 404 elsewhere', async () => {
    expect((await fetch(standIn.pageUrl.replace(/\/$/, '/nothing'))).status).toBe(404);
    expect((await fetch(standIn.url)).status).toBe(404);
  });
});

describe('the sandbox page', () => {
  it('lists the caught SMS and emails, escaped, and says nothing was sent', async () => {
    await send({ to: '01711000009', from: 'SAMITY', text: '<script>alert(1)</script> & due' });
    emails.unshift({
      at: new Date().toISOString(),
      from: 'no-reply@samity.invalid',
      to: ['karim@example.test'],
      subject: 'Dues "reminder"',
      text: 'Pay <b>now</b>',
    });
    const res = await fetch(standIn.pageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('nothing reached a phone or a mailbox');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; due');
    expect(html).not.toContain('<script>');
    expect(html).toContain('To karim@example.test: Dues &quot;reminder&quot;');
    expect(html).toContain('Pay &lt;b&gt;now&lt;/b&gt;');
    expect(html).toContain(`<h1>SMS (${standIn.messages.length})</h1>`);
    expect(html).toContain('<h1>Email (1)</h1>');
  });

  it('says "None yet." for a channel with nothing caught', async () => {
    const empty = await startSmsStandIn();
    try {
      const html = await (await fetch(empty.pageUrl)).text();
      expect(html).toContain('<h1>SMS (0)</h1><ul><li>None yet.</li></ul>');
      expect(html).toContain('<h1>Email (0)</h1><ul><li>None yet.</li></ul>');
    } finally {
      await empty.close();
    }
  });
});
