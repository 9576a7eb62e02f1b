import { SANDBOX_OTP, SANDBOX_PIN, SANDBOX_WALLETS } from './constants.js';

export interface PayerOptions {
  wallet?: string;
  otp?: string;
  pin?: string;
  /** Press Cancel on this step instead of Confirm. */
  cancelAt?: 'wallet' | 'otp' | 'pin';
}

export interface PayerResult {
  /** Where the sandbox sent the browser back to (the merchant's callback URL with paymentID and status). */
  callbackUrl: string | null;
  status: 'success' | 'failure' | 'cancel' | null;
  /** The error a page showed, if any (e.g. 2014 Wrong PIN). */
  error?: { code: string; message: string };
  /** The last page's HTML when the flow stopped on a page. */
  html?: string;
}

const STEPS = ['wallet', 'otp', 'pin'] as const;

function pageError(html: string): { code: string; message: string } | undefined {
  const match = /data-error-code="(\w+)">([^<]*)</.exec(html);
  return match ? { code: match[1]!, message: match[2]! } : undefined;
}

function finished(location: string): PayerResult {
  const status = new URL(location).searchParams.get('status');
  return {
    callbackUrl: location,
    status: status === 'success' || status === 'failure' || status === 'cancel' ? status : null,
  };
}

/**
 * Walks the payer's pages at `bkashURL` over HTTP the way a browser submits them (wallet, verification code, PIN,
 * or Cancel), and returns where the sandbox redirected to. Tests of a merchant use it in place of a browser.
 */
export async function payAsPayer(bkashURL: string, options: PayerOptions = {}): Promise<PayerResult> {
  const url = new URL(bkashURL);
  const paymentId = url.searchParams.get('paymentId') ?? url.searchParams.get('paymentID') ?? '';
  const values = {
    wallet: options.wallet ?? SANDBOX_WALLETS[0],
    otp: options.otp ?? SANDBOX_OTP,
    pin: options.pin ?? SANDBOX_PIN,
  };
  // Relative to the page's own address: the pages may be served under a path of another site.
  const post = (path: string, fields: Record<string, string>) =>
    fetch(new URL(path, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ paymentId, ...fields }).toString(),
    });

  const first = await fetch(url, { redirect: 'manual' });
  const firstHtml = await first.text();
  if (first.status !== 200)
    return { callbackUrl: null, status: null, error: pageError(firstHtml), html: firstHtml };

  for (const step of STEPS) {
    const response =
      options.cancelAt === step
        ? await post('pay/cancel', {})
        : await post(`pay/${step}`, { [step]: values[step] });
    const location = response.headers.get('location');
    if (response.status === 302 && location) return finished(location);
    if (response.status === 303) {
      await response.body?.cancel();
      continue;
    }
    const html = await response.text();
    const error = pageError(html);
    if (html.includes('data-step="ended"')) {
      const back = await post('pay/return', {});
      const backTo = back.headers.get('location');
      if (back.status === 302 && backTo) return { ...finished(backTo), error, html };
    }
    return { callbackUrl: null, status: null, error, html };
  }
  return { callbackUrl: null, status: null };
}
