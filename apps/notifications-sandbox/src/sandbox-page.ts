import type { CaughtEmail, CaughtSms } from './messages.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The page of the message sandbox: what the SMS stand-in and the SMTP catcher caught, newest first. */
export function sandboxPage(messages: CaughtSms[], emails: CaughtEmail[]): string {
  const sms = messages
    .map(
      (m) =>
        `<li><p><strong>To ${escapeHtml(m.to)}</strong> <small>${escapeHtml(m.at)} from ${escapeHtml(m.from)}</small></p><pre>${escapeHtml(m.text)}</pre></li>`,
    )
    .join('');
  const mail = emails
    .map(
      (e) =>
        `<li><p><strong>To ${escapeHtml(e.to.join(', '))}: ${escapeHtml(e.subject)}</strong> <small>${escapeHtml(e.at)}</small></p><pre>${escapeHtml(e.text)}</pre></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Message sandbox (nothing is sent)</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:1rem auto;padding:0 1rem}
.banner{background:#fff3cd;border:1px solid #c9a227;padding:.75rem;border-radius:.5rem}
pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem;border-radius:.25rem}li{margin-bottom:1rem}</style></head>
<body><p class="banner"><strong>SANDBOX.</strong> These are the SMS and emails the demo server would have sent.
They were caught on this computer; nothing reached a phone or a mailbox. The page reloads every 10 seconds.</p>
<h1>SMS (${messages.length})</h1><ul>${sms || '<li>None yet.</li>'}</ul>
<h1>Email (${emails.length})</h1><ul>${mail || '<li>None yet.</li>'}</ul></body></html>`;
}
