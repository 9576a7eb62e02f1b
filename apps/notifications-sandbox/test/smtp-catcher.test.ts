import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpCatcher, startSmtpCatcher } from '../src/index.js';
import { sendRawEmail } from './smtp-client.js';

let catcher: SmtpCatcher;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
});

afterAll(async () => {
  await catcher.close();
});

describe('the SMTP catcher', () => {
  it('listens on 127.0.0.1 on a port of its own when given none', () => {
    expect(catcher.host).toBe('127.0.0.1');
    expect(catcher.port).toBeGreaterThan(0);
  });

  it('keeps a delivered email (envelope sender and recipients, subject, text) instead of sending it on', async () => {
    await sendRawEmail(catcher.port, {
      from: 'no-reply@samity.invalid',
      to: ['karim@example.test', 'rahim@example.test'],
      subject: 'Dues reminder',
      text: 'Your dues for March are 1,500.00 taka.',
    });
    expect(catcher.emails[0]).toMatchObject({
      from: 'no-reply@samity.invalid',
      to: ['karim@example.test', 'rahim@example.test'],
      subject: 'Dues reminder',
    });
    expect(catcher.emails[0]?.text.trim()).toBe('Your dues for March are 1,500.00 taka.');
    expect(Number.isNaN(Date.parse(catcher.emails[0]!.at))).toBe(false);
  });

  it('lists the newest first', async () => {
    await sendRawEmail(catcher.port, {
      from: 'a@samity.invalid',
      to: ['x@example.test'],
      subject: 'first',
      text: '1',
    });
    await sendRawEmail(catcher.port, {
      from: 'a@samity.invalid',
      to: ['x@example.test'],
      subject: 'second',
      text: '2',
    });
    expect(catcher.emails.slice(0, 2).map((e) => e.subject)).toEqual(['second', 'first']);
  });
});
