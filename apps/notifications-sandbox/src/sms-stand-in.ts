import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { CaughtEmail, CaughtSms } from './messages.js';
import { sandboxPage } from './sandbox-page.js';

export interface SmsStandIn {
  /** The send endpoint (SMS_URL) and its token (SMS_TOKEN). */
  url: string;
  token: string;
  /** The page listing what the stand-ins caught. */
  pageUrl: string;
  messages: CaughtSms[];
  /** The next n sends are answered 503, as a provider in trouble would (tests of retries). */
  failNext(n: number): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for an SMS provider speaking the generic protocol of our adapter (POST /sms, JSON
 * {to, from, text}, "Authorization: Bearer <token>"): it keeps the messages in memory (the newest 200)
 * instead of sending them. GET / is a page listing them, and the emails of the SMTP catcher when given,
 * clearly labelled as a sandbox. Listens on 127.0.0.1 only.
 */
export async function startSmsStandIn({
  port = 0,
  emails = [],
}: {
  port?: number;
  emails?: CaughtEmail[];
} = {}): Promise<SmsStandIn> {
  const token = randomBytes(16).toString('hex');
  const messages: CaughtSms[] = [];
  let failures = 0;
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET' && (req.url === '/' || req.url === '/index.html')) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      res.end(sandboxPage(messages, emails));
      return;
    }
    if (req.method !== 'POST' || req.url !== '/sms') return reply(res, 404, { error: 'not found' });
    if (req.headers.authorization !== `Bearer ${token}`) return reply(res, 401, { error: 'bad token' });
    if (failures > 0) {
      failures -= 1;
      return reply(res, 503, { error: 'provider busy' });
    }
    const body = await readJson(req);
    if (!body || typeof body.to !== 'string' || typeof body.text !== 'string')
      return reply(res, 400, { error: 'to and text are required' });
    messages.unshift({
      at: new Date().toISOString(),
      to: body.to,
      from: typeof body.from === 'string' ? body.from : '',
      text: body.text,
    });
    messages.length = Math.min(messages.length, 200);
    reply(res, 200, { id: `sandbox-${Date.now()}`, status: 'accepted' });
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url: `${origin}/sms`,
    token,
    pageUrl: `${origin}/`,
    messages,
    failNext: (n) => {
      failures = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function reply(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64_000) return null;
    chunks.push(chunk as Buffer);
  }
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}
