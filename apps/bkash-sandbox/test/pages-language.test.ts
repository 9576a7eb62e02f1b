import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { payAsPayer, type SandboxHandle, startSandbox } from '../src/index.js';
import { create, grantToken, postForm } from './merchant.js';

/**
 * The payer pages in the payer's language (`lang=bn` on the page's address, kept through every form and
 * redirect), and the pages served under a path of the merchant's own site.
 */
describe('the payer pages in Bengali', () => {
  let sandbox: SandboxHandle;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    token = await grantToken(sandbox);
  });
  afterAll(() => sandbox.close());

  test('lang=bn: the page in Bengali, the amount in Bengali digits, a switch to English', async () => {
    const payment = await create(sandbox, token, { amount: '1231250.50' });
    const html = await (await fetch(`${payment.bkashURL}&lang=bn`)).text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="bn">/);
    expect(html).toContain('বিকাশ স্যান্ডবক্স — আসল টাকা নয়');
    expect(html).toContain('<h1>ধাপ ১/৩: অ্যাকাউন্ট নম্বর</h1>');
    expect(html).toContain('<dd>৳১২,৩১,২৫০.৫০</dd>');
    expect(html).toContain('<button type="submit" class="primary">নিশ্চিত করুন</button>');
    expect(html).toContain('<input type="hidden" name="lang" value="bn">');
    expect(html).toContain(`href="./pay?paymentId=${payment.paymentID}" lang="en">English</a>`);
    expect(html).toContain(`lang="bn" aria-current="true">বাংলা</a>`);
    // The test data stays in the digits a keypad types.
    expect(html).toContain('ভেরিফিকেশন কোড: 123456 · পিন: 12121');

    // The sandbox's own Bengali font, relative to the page (the CSP allows fonts from the sandbox only).
    expect(html).toContain('src:url(./pay/bengali-400.woff2) format("woff2")');
    const font = await fetch(`${sandbox.origin}/pay/bengali-400.woff2`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(
      Buffer.from(await font.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('wOF2');

    const english = await (await fetch(payment.bkashURL)).text();
    expect(english).toMatch(/<html lang="en">/);
    expect(english).not.toContain('url(');
    expect(english).toContain('<dd>BDT 1231250.50</dd>');
    expect(english).not.toContain('name="lang"');
  });

  test('the language goes along: the step redirect, an error, the masked wallet, the ended page', async () => {
    const payment = await create(sandbox, token);
    const id = payment.paymentID;
    const passed = await postForm(sandbox, '/pay/wallet', {
      paymentId: id,
      wallet: '01770618575',
      lang: 'bn',
    });
    expect(passed.status).toBe(303);
    expect(passed.headers.get('location')).toBe(`../pay?paymentId=${id}&lang=bn`);

    const wrong = await postForm(sandbox, '/pay/otp', { paymentId: id, otp: '000000', lang: 'bn' });
    const html = await wrong.text();
    expect(html).toContain(
      '<p class="error" id="otp-error" role="alert" data-error-code="2016">ভেরিফিকেশন কোড ভুল</p>',
    );
    expect(html).toContain('০১৭******৭৫ নম্বরে একটি ভেরিফিকেশন কোড পাঠানো হয়েছে।');
    // Answered at /pay/otp: the links lead back up one level.
    expect(html).toContain('action="../pay/otp"');
    expect(html).toContain(`href="../pay?paymentId=${id}" lang="en">English</a>`);

    const cancelled = await postForm(sandbox, '/pay/cancel', { paymentId: id, lang: 'bn' });
    expect(cancelled.status).toBe(302);
    const ended = await (await fetch(`${payment.bkashURL}&lang=bn`)).text();
    expect(ended).toContain('<h1>পেমেন্ট বাতিল হয়েছে</h1>');
    expect(ended).toContain('<p class="error" role="alert">এই পেমেন্টটি বাতিল করা হয়েছে।</p>');
    expect(ended).toContain('মার্চেন্টের কাছে ফিরে যান');
  });

  test('an unknown payment in Bengali', async () => {
    const response = await fetch(`${sandbox.origin}/pay?paymentId=TR-none&lang=bn`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('data-error-code="2002">পেমেন্ট আইডি সঠিক নয়</p>');
  });
});

describe('pages served through the merchant’s own site', () => {
  let sandbox: SandboxHandle;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox({ merchantPath: '/bkash-sandbox/' });
    token = await grantToken(sandbox);
  });
  afterAll(() => sandbox.close());

  test('bkashURL is the callback’s origin with the forwarded path', async () => {
    const payment = await create(sandbox, token, {
      callbackURL: 'http://192.168.1.20:3000/api/payments/bkash/callback',
    });
    expect(payment.bkashURL).toBe(
      `http://192.168.1.20:3000/bkash-sandbox/pay?paymentId=${encodeURIComponent(payment.paymentID)}`,
    );
  });

  test('payAsPayer follows the pages relative to their address', async () => {
    const payment = await create(sandbox, token);
    // The sandbox's own address stands in for the merchant's forwarding path here.
    const page = payment.bkashURL.replace(/^.*\/bkash-sandbox\//, `${sandbox.origin}/`);
    const result = await payAsPayer(page);
    expect(result.status).toBe('success');
    expect(result.callbackUrl).toContain(`paymentID=${payment.paymentID}&status=success`);
  });
});
