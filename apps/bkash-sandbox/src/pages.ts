import { SANDBOX_WALLETS } from './constants.js';
import { amountText, digits, type Lang, TEXTS } from './page-texts.js';
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
.languages{display:flex;justify-content:flex-end;gap:.75rem;margin:0;padding:.35rem 1rem 0;list-style:none;font-size:.9rem}
.languages a{color:#fff}
.languages a[aria-current]{font-weight:700;text-decoration:none}
`;

/**
 * Where a page is and in which language. The pages may be served under a path of another site (the demo
 * server forwards /bkash-sandbox/ to the sandbox), so every link is relative: `root` leads from the page's
 * own address back to the sandbox's root ("./" from /pay, "../" from /pay/wallet).
 */
export interface PageContext {
  lang: Lang;
  root: string;
}

/** The relative way back to the sandbox's root from a request's path. */
export function rootOf(url: string): string {
  const depth = (url.split('?', 1)[0] ?? '').split('/').length - 2;
  return depth > 0 ? '../'.repeat(depth) : './';
}

/** The address of a payment's page, relative to the page it is written on. */
export function payPath(context: PageContext, paymentID: string, lang: Lang = context.lang): string {
  const language = lang === 'bn' ? '&lang=bn' : '';
  return `${context.root}pay?paymentId=${encodeURIComponent(paymentID)}${language}`;
}

function languageSwitch(context: PageContext, paymentID: string | undefined): string {
  if (!paymentID) return '';
  const link = (lang: Lang, name: string) =>
    `<li><a href="${escapeHtml(payPath(context, paymentID, lang))}" lang="${lang}"${lang === context.lang ? ' aria-current="true"' : ''}>${name}</a></li>`;
  return `<ul class="languages" aria-label="${TEXTS[context.lang].languageLabel}">${link('en', 'English')}${link('bn', 'বাংলা')}</ul>`;
}

/** The Bengali font, served by the sandbox itself (a computer without one would show empty boxes). */
export const BENGALI_FONTS = { 'bengali-400.woff2': 400, 'bengali-700.woff2': 700 } as const;

function bengaliFont(context: PageContext): string {
  if (context.lang !== 'bn') return '';
  const faces = Object.entries(BENGALI_FONTS).map(
    ([file, weight]) =>
      `@font-face{font-family:"Sandbox Bengali";font-weight:${weight};font-display:swap;unicode-range:U+0964-0965,U+0980-09FF,U+200C-200D,U+25CC;src:url(${context.root}pay/${file}) format("woff2")}`,
  );
  return `${faces.join('\n')}\nbody,button,input{font-family:"Sandbox Bengali",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}`;
}

function layout(context: PageContext, title: string, content: string, paymentID?: string): string {
  const t = TEXTS[context.lang];
  return `<!doctype html>
<html lang="${context.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · bKash SANDBOX</title>
<style>${STYLE}${bengaliFont(context)}</style>
</head>
<body>
<header>
<div class="banner" role="note" aria-label="${t.bannerLabel}"><strong>${t.bannerTitle}</strong><span>${t.bannerText}</span></div>
<div class="brand">${languageSwitch(context, paymentID)}<p>${t.brand}</p></div>
</header>
<main>
${content}
</main>
</body>
</html>`;
}

function details(view: PaymentView, lang: Lang): string {
  const t = TEXTS[lang];
  return `<dl aria-label="${t.details}">
<dt>${t.merchant}</dt><dd>${t.merchantName}</dd>
<dt>${t.invoice}</dt><dd>${escapeHtml(view.invoice)}</dd>
<dt>${t.amount}</dt><dd>${escapeHtml(amountText(view.amount, lang))}</dd>
</dl>`;
}

function masked(wallet: string | undefined, lang: Lang): string {
  if (!wallet) return '';
  return digits(`${wallet.slice(0, 3)}******${wallet.slice(-2)}`, lang);
}

function help(lang: Lang): string {
  const { label, title, lines } = TEXTS[lang].help;
  return `<aside class="sandbox-help" aria-label="${label}">
<p><strong>${title}</strong></p>
${lines.map((line) => `<p>${line}</p>`).join('\n')}
</aside>`;
}

const FIELDS: Record<'wallet' | 'otp' | 'pin', string> = {
  wallet:
    'type="tel" inputmode="numeric" autocomplete="tel-national" maxlength="11" pattern="01[0-9]{9}" list="sandbox-wallets"',
  otp: 'type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}"',
  pin: 'type="password" inputmode="numeric" autocomplete="off" maxlength="5" pattern="[0-9]{5}"',
};

/** The hidden fields every form posts: which payment, and the page's language. */
function hidden(view: PaymentView, lang: Lang): string {
  const language = lang === 'bn' ? '\n<input type="hidden" name="lang" value="bn">' : '';
  return `<input type="hidden" name="paymentId" value="${escapeHtml(view.paymentID)}">${language}`;
}

function stepPage(result: Extract<PageResult, { kind: 'step' }>, context: PageContext): string {
  const { lang, root } = context;
  const t = TEXTS[lang];
  const field = result.step;
  const words = t.steps[field];
  const { view, error } = result;
  const describedBy = error ? `${field}-hint ${field}-error` : `${field}-hint`;
  const errorBlock = error
    ? `<p class="error" id="${field}-error" role="alert" data-error-code="${error.code}">${escapeHtml(t.error(error.code))}</p>`
    : '';
  const placeholder = field === 'wallet' ? ` placeholder="${t.placeholder}"` : '';
  const datalist =
    field === 'wallet'
      ? `<datalist id="sandbox-wallets">${SANDBOX_WALLETS.map((w) => `<option value="${w}"></option>`).join('')}</datalist>`
      : '';
  const content = `<h1>${escapeHtml(words.title)}</h1>
<div class="card">
${details(view, lang)}
<form method="post" action="${root}pay/${field}" data-step="${field}">
${hidden(view, lang)}
<label for="${field}">${escapeHtml(words.label)}</label>
<input id="${field}" name="${field}" ${FIELDS[field]}${placeholder} required autofocus aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
${datalist}
<p class="hint" id="${field}-hint">${escapeHtml(words.hint(masked(view.wallet, lang)))}</p>
${errorBlock}
<div class="actions">
<button type="submit" class="primary">${t.confirm}</button>
<button type="submit" class="secondary" formaction="${root}pay/cancel" formnovalidate>${t.cancel}</button>
</div>
</form>
</div>
${help(lang)}`;
  return layout(context, words.title, content, view.paymentID);
}

function endedPage(result: Extract<PageResult, { kind: 'ended' }>, context: PageContext): string {
  const { lang, root } = context;
  const t = TEXTS[lang];
  const words = t.ended[result.reason];
  const message = words.message ?? t.error(result.code ?? '2056');
  const code = result.code ? ` data-error-code="${result.code}"` : '';
  // a payment already confirmed is news, not an error
  const tone =
    result.returnStatus === 'success' ? 'class="notice" role="status"' : 'class="error" role="alert"';
  const content = `<h1>${escapeHtml(words.title)}</h1>
<div class="card">
${details(result.view, lang)}
<p ${tone}${code}>${escapeHtml(message)}</p>
<form method="post" action="${root}pay/return" data-step="ended">
${hidden(result.view, lang)}
<div class="actions"><button type="submit" class="primary" autofocus>${t.returnToMerchant}</button></div>
</form>
</div>`;
  return layout(context, words.title, content, result.view.paymentID);
}

function unknownPage(context: PageContext): string {
  const { title, error, message } = TEXTS[context.lang].unknown;
  return layout(
    context,
    title,
    `<h1>${title}</h1>
<div class="card"><p class="error" role="alert" data-error-code="2002">${error}</p>
<p>${message}</p></div>`,
  );
}

/** The HTML (and HTTP status) for a page result that is not a redirect. */
export function renderPage(
  result: Exclude<PageResult, { kind: 'redirect' }>,
  context: PageContext,
): { status: number; html: string } {
  switch (result.kind) {
    case 'step':
      return { status: 200, html: stepPage(result, context) };
    case 'ended':
      return { status: 200, html: endedPage(result, context) };
    case 'unknown':
      return { status: 404, html: unknownPage(context) };
  }
}

/** No script, no outside host: only inline styles, the sandbox's own font and forms posting back to it. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; font-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'";
