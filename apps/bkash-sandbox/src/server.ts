import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Outcome } from './answers.js';
import { handle } from './calls.js';
import { API_PREFIX, SANDBOX_WALLETS } from './constants.js';
import { inject } from './failures.js';
import { langOf } from './page-texts.js';
import {
  BENGALI_FONTS,
  escapeHtml,
  PAGE_CSP,
  type PageContext,
  payPath,
  renderPage,
  rootOf,
} from './pages.js';
import { authorize, cancel, page, returnToMerchant, submit } from './payer-steps.js';
import type { SandboxStore } from './store.js';
import type { ApiCall, Injection, PageResult } from './types.js';

/** Answers held on purpose (a slow or timed-out gateway); released at once when the sandbox closes. */
export class Holds {
  private pending = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();

  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.pending.delete(entry);
          resolve();
        }, ms),
        resolve,
      };
      this.pending.add(entry);
    });
  }

  releaseAll(): void {
    for (const entry of this.pending) {
      clearTimeout(entry.timer);
      entry.resolve();
    }
    this.pending.clear();
  }
}

/** The gateway's routes: every call is a POST relative to the base URL. */
const ROUTES: Record<string, ApiCall> = {
  'token/grant': 'grant',
  'token/refresh': 'refresh',
  create: 'create',
  execute: 'execute',
  'payment/status': 'query',
  'general/searchTransaction': 'search',
};

async function deliver(outcome: Outcome, request: FastifyRequest, reply: FastifyReply, holds: Holds) {
  if (outcome.delayMs) await holds.wait(outcome.delayMs);
  if (outcome.holdMs) await holds.wait(outcome.holdMs);
  if (outcome.drop) {
    reply.hijack();
    request.raw.socket.destroy();
    return;
  }
  return reply.code(outcome.status).type('application/json;charset=UTF-8').send(JSON.stringify(outcome.body));
}

function rawBody(request: FastifyRequest): string | undefined {
  return typeof request.body === 'string' ? request.body : undefined;
}

function formField(request: FastifyRequest, name: string): string {
  const body = request.body;
  if (body instanceof URLSearchParams) return body.get(name) ?? '';
  return '';
}

function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const text = rawBody(request);
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A control call's answer: 400 with the reason when the sandbox refused it. */
function sendControl(reply: FastifyReply, result: object) {
  return 'error' in result ? reply.code(400).send(result) : reply.send(result);
}

/** Where the page is answered and in which language: `lang` on the address or in the form. */
function pageContext(request: FastifyRequest): PageContext {
  const query = request.query as Record<string, string | undefined>;
  return { lang: langOf(query.lang ?? formField(request, 'lang')), root: rootOf(request.url) };
}

function sendPage(reply: FastifyReply, result: PageResult, context: PageContext) {
  reply.header('cache-control', 'no-store').header('content-security-policy', PAGE_CSP);
  reply.header('referrer-policy', 'no-referrer').header('x-content-type-options', 'nosniff');
  if (result.kind === 'redirect') return reply.redirect(result.url, 302);
  const { status, html } = renderPage(result, context);
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

function indexPage(baseUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bKash SANDBOX</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem;line-height:1.5}.banner{background:#ffe066;padding:.6rem 1rem;border:2px solid #1d1d1f;font-weight:700}code{word-break:break-all}</style></head>
<body><header><p class="banner" role="note">bKash SANDBOX — no real money</p></header><main><h1>bKash Tokenized Checkout sandbox</h1>
<p>Base URL: <code>${escapeHtml(baseUrl)}</code></p>
<p>Test wallets: ${SANDBOX_WALLETS.join(', ')}; verification code 123456; PIN 12121.</p>
<p>See apps/bkash-sandbox/README.md for the calls, credentials and failure injection.</p></main></body></html>`;
}

export interface AppOptions {
  logger?: boolean;
  /** Where the base URL points (for the index page). */
  baseUrl: () => string;
}

export function buildApp(store: SandboxStore, holds: Holds, options: AppOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });

  // The gateway reads bodies itself (a missing or wrong Content-Type is its own error, not Fastify's).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, new URLSearchParams(String(body)));
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  for (const [path, call] of Object.entries(ROUTES)) {
    app.post(`${API_PREFIX}/${path}`, (request, reply) =>
      deliver(
        handle(store, call, { headers: request.headers, body: rawBody(request) }),
        request,
        reply,
        holds,
      ),
    );
  }
  // Refund and refund status share one path: a body without `amount` asks for the status.
  app.post(`${API_PREFIX}/payment/refund`, (request, reply) => {
    const body = rawBody(request);
    let call: ApiCall = 'refund';
    try {
      const parsed: unknown = body ? JSON.parse(body) : undefined;
      if (parsed && typeof parsed === 'object' && !('amount' in parsed)) call = 'refundStatus';
    } catch {
      // an unreadable body is the refund call's own error (2025)
    }
    return deliver(handle(store, call, { headers: request.headers, body }), request, reply, holds);
  });

  // ---- the payer's pages ----
  const require = createRequire(import.meta.url);
  for (const [file, weight] of Object.entries(BENGALI_FONTS)) {
    let font: Buffer | undefined;
    app.get(`/pay/${file}`, (_request, reply) => {
      font ??= readFileSync(
        require.resolve(
          `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`,
        ),
      );
      return reply.type('font/woff2').header('cache-control', 'public, max-age=604800').send(font);
    });
  }
  app.get('/pay', (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    return sendPage(reply, page(store, query.paymentId ?? query.paymentID ?? ''), pageContext(request));
  });
  for (const step of ['wallet', 'otp', 'pin'] as const) {
    app.post(`/pay/${step}`, (request, reply) => {
      const paymentId = formField(request, 'paymentId');
      const result = submit(store, paymentId, step, formField(request, step));
      const context = pageContext(request);
      // a step passed: post/redirect/get, so a reload does not resubmit a code or PIN
      if (result.kind === 'step' && !result.error && result.step !== step) {
        return reply.redirect(payPath(context, paymentId), 303);
      }
      return sendPage(reply, result, context);
    });
  }
  app.post('/pay/cancel', (request, reply) =>
    sendPage(reply, cancel(store, formField(request, 'paymentId')), pageContext(request)),
  );
  app.post('/pay/return', (request, reply) =>
    sendPage(reply, returnToMerchant(store, formField(request, 'paymentId')), pageContext(request)),
  );
  app.get('/', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .send(indexPage(options.baseUrl())),
  );

  // ---- test control ----
  app.post('/__sandbox/next', (request, reply) => {
    return sendControl(reply, inject(store, jsonBody(request) as unknown as Injection));
  });
  app.post('/__sandbox/authorize', (request, reply) => {
    const body = jsonBody(request);
    const wallet = typeof body.wallet === 'string' ? body.wallet : undefined;
    return sendControl(reply, authorize(store, String(body.paymentID ?? ''), wallet));
  });
  app.post('/__sandbox/clock', (request, reply) => {
    const seconds = Number(jsonBody(request).advanceSeconds);
    if (!Number.isFinite(seconds)) return reply.code(400).send({ error: 'advanceSeconds must be a number' });
    store.advanceClock(seconds);
    return reply.send({ now: new Date(store.now()).toISOString() });
  });
  app.post('/__sandbox/reset', (_request, reply) => {
    store.reset();
    return reply.send({ ok: true });
  });
  app.get('/__sandbox/payments', (_request, reply) => reply.send({ payments: store.listPayments() }));
  app.get('/__sandbox/calls', (_request, reply) => reply.send({ calls: store.calls() }));

  app.setNotFoundHandler((request, reply) => {
    // API Gateway's answer for a path or method it does not know
    if (request.url.startsWith(`${API_PREFIX}/`)) {
      return reply.code(403).type('application/json').send({ message: 'Missing Authentication Token' });
    }
    return reply.code(404).type('application/json').send({ message: 'Not Found' });
  });

  return app;
}
