import { SANDBOX_OTP, SANDBOX_PIN, SANDBOX_WALLETS } from './constants.js';
import type { PageResult, PaymentView } from './types.js';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Everything the pages need is in the page itself (no fonts, scripts or images from anywhere): the sandbox must
 * work offline and must never make the browser call an outside host.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali",sans-serif;background:#f4f4f6;color:#1d1d1f;line-height:1.45}
.banner{background:#ffe066;color:#1d1d1f;padding:.6rem 1rem;text-align:center;border-bottom:2px solid #1d1d1f}
.banner strong{display:block;font-size:1rem}
.banner span{font-size:.85rem}
.brand{background:#b3105a;color:#fff;padding:.9rem 1rem}
.brand p{margin:0;font-weight:700;font-size:1.15rem}
main{max-width:28rem;margin:0 auto;padding:1rem}
h1{font-size:1.2rem;margin:.2rem 0 1rem}
.card{background:#fff;border-radius:.5rem;padding:1rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0 0 1rem}
dt{color:#4a4a4f}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin-bottom:.35rem}
input{width:100%;font-size:1.25rem;padding:.6rem .7rem;border:2px solid #6e6e73;border-radius:.4rem;letter-spacing:.08em}
input[aria-invalid=true]{border-color:#b00020}
.hint{font-size:.85rem;color:#4a4a4f;margin:.35rem 0 0}
.error{color:#b00020;font-weight:600;margin:.5rem 0 0}
.notice{font-weight:600;margin:.5rem 0 0}
.actions{display:flex;gap:.75rem;margin-top:1.2rem}
button{flex:1;font-size:1rem;font-weight:700;padding:.75rem;border-radius:.4rem;border:2px solid #b3105a;cursor:pointer;min-height:44px}
button.primary{background:#b3105a;color:#fff}
button.secondary{background:#fff;color:#b3105a}
:focus-visible{outline:3px solid #1d1d1f;outline-offset:2px}
.sandbox-help{margin-top:1rem;font-size:.85rem;background:#fff8d6;border:1px dashed #8a6d00;border-radius:.4rem;padding:.6rem .8rem}
.sandbox-help p{margin:.2rem 0}
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · bKash SANDBOX</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<div class="banner" role="note" aria-label="Sandbox notice"><strong>bKash SANDBOX — no real money</strong><span>A local test stand-in for bKash. Nothing here moves money.</span></div>
<div class="brand"><p>bKash Payment</p></div>
</header>
<main>
${content}
</main>
</body>
</html>`;
}

function details(view: PaymentView): string {
  return `<dl aria-label="Payment details">
<dt>Merchant</dt><dd>Samity (sandbox merchant)</dd>
<dt>Invoice</dt><dd>${escapeHtml(view.invoice)}</dd>
<dt>Amount</dt><dd>BDT ${escapeHtml(view.amount)}</dd>
</dl>`;
}

function masked(wallet: string | undefined): string {
  if (!wallet) return '';
  return `${wallet.slice(0, 3)}******${wallet.slice(-2)}`;
}

const HELP = `<aside class="sandbox-help" aria-label="Sandbox test data">
<p><strong>Sandbox test data</strong></p>
<p>Wallets: ${SANDBOX_WALLETS.join(', ')}</p>
<p>Insufficient balance: 01823074817 · Debit blocked: 01823074818</p>
<p>Verification code: ${SANDBOX_OTP} · PIN: ${SANDBOX_PIN}</p>
</aside>`;

interface StepText {
  title: string;
  action: string;
  label: string;
  field: string;
  attrs: string;
  hint: (view: PaymentView) => string;
}

const STEPS: Record<'wallet' | 'otp' | 'pin', StepText> = {
  wallet: {
    title: 'Step 1 of 3: account number',
    action: '/pay/wallet',
    label: 'Your bKash account number',
    field: 'wallet',
    attrs:
      'type="tel" inputmode="numeric" autocomplete="tel-national" maxlength="11" pattern="01[0-9]{9}" placeholder="e.g 01XXXXXXXXX" list="sandbox-wallets"',
    hint: () => 'Eleven digits, starting with 01.',
  },
  otp: {
    title: 'Step 2 of 3: verification code',
    action: '/pay/otp',
    label: 'Enter verification code',
    field: 'otp',
    attrs: 'type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}"',
    hint: (view) => `A verification code has been sent to ${masked(view.wallet)}.`,
  },
  pin: {
    title: 'Step 3 of 3: PIN',
    action: '/pay/pin',
    label: 'Enter PIN of your bKash account',
    field: 'pin',
    attrs: 'type="password" inputmode="numeric" autocomplete="off" maxlength="5" pattern="[0-9]{5}"',
    hint: (view) => `Account ${masked(view.wallet)}.`,
  },
};

function stepPage(result: Extract<PageResult, { kind: 'step' }>): string {
  const step = STEPS[result.step];
  const { view, error } = result;
  const id = escapeHtml(view.paymentID);
  const describedBy = error ? `${step.field}-hint ${step.field}-error` : `${step.field}-hint`;
  const errorBlock = error
    ? `<p class="error" id="${step.field}-error" role="alert" data-error-code="${error.code}">${escapeHtml(error.message)}</p>`
    : '';
  const datalist =
    result.step === 'wallet'
      ? `<datalist id="sandbox-wallets">${SANDBOX_WALLETS.map((w) => `<option value="${w}"></option>`).join('')}</datalist>`
      : '';
  const content = `<h1>${escapeHtml(step.title)}</h1>
<div class="card">
${details(view)}
<form method="post" action="${step.action}" data-step="${result.step}">
<input type="hidden" name="paymentId" value="${id}">
<label for="${step.field}">${escapeHtml(step.label)}</label>
<input id="${step.field}" name="${step.field}" ${step.attrs} required autofocus aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
${datalist}
<p class="hint" id="${step.field}-hint">${escapeHtml(step.hint(view))}</p>
${errorBlock}
<div class="actions">
<button type="submit" class="primary">Confirm</button>
<button type="submit" class="secondary" formaction="/pay/cancel" formnovalidate>Cancel</button>
</div>
</form>
</div>
${HELP}`;
  return layout(step.title, content);
}

function endedPage(result: Extract<PageResult, { kind: 'ended' }>): string {
  const id = escapeHtml(result.view.paymentID);
  const code = result.code ? ` data-error-code="${result.code}"` : '';
  // a payment already confirmed is news, not an error
  const tone =
    result.returnStatus === 'success' ? 'class="notice" role="status"' : 'class="error" role="alert"';
  const content = `<h1>${escapeHtml(result.title)}</h1>
<div class="card">
${details(result.view)}
<p ${tone}${code}>${escapeHtml(result.message)}</p>
<form method="post" action="/pay/return" data-step="ended">
<input type="hidden" name="paymentId" value="${id}">
<div class="actions"><button type="submit" class="primary" autofocus>Return to merchant</button></div>
</form>
</div>`;
  return layout(result.title, content);
}

function unknownPage(): string {
  return layout(
    'Invalid payment',
    `<h1>Invalid payment</h1>
<div class="card"><p class="error" role="alert" data-error-code="2002">Invalid Payment ID</p>
<p>This payment link is not valid. Please start the payment again from the merchant.</p></div>`,
  );
}

/** The HTML (and HTTP status) for a page result that is not a redirect. */
export function renderPage(result: Exclude<PageResult, { kind: 'redirect' }>): {
  status: number;
  html: string;
} {
  switch (result.kind) {
    case 'step':
      return { status: 200, html: stepPage(result) };
    case 'ended':
      return { status: 200, html: endedPage(result) };
    case 'unknown':
      return { status: 404, html: unknownPage() };
  }
}

/** No script, no outside host: only inline styles and forms posting back to the sandbox. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'";
