import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { payAsPayer, type SandboxHandle, startSandbox } from '../src/index.js';
import { create, grantToken, postForm } from './merchant.js';

describe('the payer pages as HTML', () => {
  let sandbox: SandboxHandle;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    token = await grantToken(sandbox);
  });
  afterAll(() => sandbox.close());

  /** The page of each step of one payment, plus an ended page. */
  const pages = async () => {
    const payment = await create(sandbox, token, { merchantInvoiceNumber: 'INV-"quoted"' });
    const id = payment.paymentID;
    const get = async () => fetch(`${sandbox.origin}/pay?paymentId=${id}`);
    const wallet = await get();
    await postForm(sandbox, '/pay/wallet', { paymentId: id, wallet: '01770618575' });
    const otp = await get();
    await postForm(sandbox, '/pay/otp', { paymentId: id, otp: '123456' });
    const pin = await get();
    await postForm(sandbox, '/pay/pin', { paymentId: id, pin: '12121' });
    const ended = await get();
    return { wallet, otp, pin, ended };
  };

  test('each page: lang, viewport, the sandbox banner, a labelled and focused field, Confirm and Cancel', async () => {
    const { wallet, otp, pin } = await pages();
    for (const [field, response] of [
      ['wallet', wallet],
      ['otp', otp],
      ['pin', pin],
    ] as const) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain('bKash SANDBOX — no real money');
      expect(html).toContain(`<label for="${field}">`);
      expect(html).toMatch(new RegExp(`<input id="${field}" name="${field}" [^>]* required autofocus`));
      expect(html).toContain('<button type="submit" class="primary">Confirm</button>');
      // relative, so the pages work under a path of another site too
      expect(html).toContain(`<form method="post" action="./pay/${field}"`);
      expect(html).toContain('formaction="./pay/cancel" formnovalidate>Cancel</button>');
      // Confirm comes first, so Enter in the field confirms rather than cancels
      expect(html.indexOf('>Confirm<')).toBeLessThan(html.indexOf('>Cancel<'));
      // escaped merchant data
      expect(html).toContain('INV-&quot;quoted&quot;');
      expect(html).not.toContain('INV-"quoted"');
    }
  });

  test('nothing on the pages reaches an outside host: no scripts, no external URLs, a CSP that forbids them', async () => {
    const { wallet, otp, pin, ended } = await pages();
    for (const response of [wallet, otp, pin, ended]) {
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const html = await response.text();
      expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
      expect(html).not.toMatch(/(src|href|action)="(https?:)?\/\//i);
    }
  });

  test('an ended payment says why, with a way back to the merchant', async () => {
    const { ended } = await pages();
    const html = await ended.text();
    expect(html).toContain('Payment already submitted');
    expect(html).toContain('<p class="notice" role="status">This payment has already been confirmed.');
    expect(html).toContain('action="./pay/return"');

    const cancelled = await create(sandbox, token);
    await payAsPayer(cancelled.bkashURL, { cancelAt: 'wallet' });
    const page = await (await fetch(cancelled.bkashURL)).text();
    expect(page).toContain('<p class="error" role="alert">This payment was cancelled.</p>');
    const back = await postForm(sandbox, '/pay/return', { paymentId: cancelled.paymentID });
    expect(back.headers.get('location')).toContain(`paymentID=${cancelled.paymentID}&status=cancel`);
  });

  test('a stale form of an earlier step shows the step the payment is at', async () => {
    const payment = await create(sandbox, token);
    const id = payment.paymentID;
    await postForm(sandbox, '/pay/wallet', { paymentId: id, wallet: '01770618575' });
    const again = await postForm(sandbox, '/pay/wallet', { paymentId: id, wallet: '01929918378' });
    expect(again.status).toBe(303);
    const location = again.headers.get('location')!;
    expect(location).toBe(`../pay?paymentId=${id}`);
    const html = await (await fetch(new URL(location, `${sandbox.origin}/pay/wallet`))).text();
    expect(html).toContain('action="./pay/otp"');
    expect(html).toContain('017******75');
  });

  test('the wallet field lists the sandbox wallets and the test data is on the page', async () => {
    const payment = await create(sandbox, token);
    const html = await (await fetch(payment.bkashURL)).text();
    expect(html).toContain('<datalist id="sandbox-wallets"><option value="01770618575">');
    expect(html).toContain('Verification code: 123456 · PIN: 12121');
  });

  test('payAsPayer: a whole payment in one call, with the callback it lands on', async () => {
    const payment = await create(sandbox, token, { callbackURL: 'https://samity.test/cb?x=1' });
    const result = await payAsPayer(payment.bkashURL, { wallet: '01619777282' });
    expect(result).toEqual({
      callbackUrl: `https://samity.test/cb?x=1&paymentID=${payment.paymentID}&status=success&apiVersion=1.2.0-beta`,
      status: 'success',
    });
  });

  test('the index page names the base URL', async () => {
    const response = await fetch(`${sandbox.origin}/`);
    const html = await response.text();
    expect(html).toContain(sandbox.baseUrl);
    expect(html).toContain('bKash SANDBOX — no real money');
  });
});
