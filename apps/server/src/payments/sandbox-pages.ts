import { request as forward, type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Where the demo server shows the local bKash sandbox's payer pages: under its own address. */
export const SANDBOX_PAGES_PATH = '/bkash-sandbox';

/** The local sandbox's pages as this server forwards them (payments-config.ts, `sandboxPages`). */
export interface SandboxPages {
  /** The sandbox's own origin, on 127.0.0.1. */
  origin: string;
  /** The path of this site the pages are served under. */
  path: string;
}

/** Headers that belong to one connection, not to the message, and this site's own credentials. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'host',
  'cookie',
  'authorization',
]);

/** `/`, `/pay` with its query, the steps (`/pay/wallet`, `/otp`, `/pin`, `/cancel`, `/return`) and the pages' Bengali font. */
const PAYER_PATH =
  /^\/(\?.*)?$|^\/pay(\?.*)?$|^\/pay\/(wallet|otp|pin|cancel|return|bengali-(400|700)\.woff2)(\?.*)?$/;

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_FORWARDED.has(name)));
}

/**
 * On the demo the local bKash sandbox listens on 127.0.0.1 only, at a port of its own: a phone on the same
 * network that opens the site could never reach it. So this server forwards `/bkash-sandbox/...` to it, and
 * the sandbox puts each payment's page under the address the member started the payment from (its
 * `merchantPath`): the payer's pages, their forms and the way back to the callback all go through the
 * site's own host and port.
 *
 * It runs before this site's security headers and forgery guard: the pages are the sandbox's, with its own
 * CSP, and their forms post as forms. The member's cookies stay here. Nothing is registered without the
 * local sandbox, which never runs with real bKash settings (local-sandbox.ts).
 */
export function registerSandboxPages(app: FastifyInstance, pages: SandboxPages | undefined): void {
  if (!pages) return;
  const target = new URL(pages.origin);
  const prefix = `${pages.path}/`;
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    if (url === pages.path) return void reply.redirect(prefix, 308);
    if (!url.startsWith(prefix)) return done();
    const path = url.slice(pages.path.length);
    // The payer's pages and the index only: the sandbox's control routes (authorise a payment, inject a
    // failure) stay on 127.0.0.1, out of reach of the network the site is open to.
    if (!PAYER_PATH.test(path)) return done();
    const upstream = forward(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path,
        headers: { ...forwardable(request.headers), host: target.host },
      },
      (answer) => {
        reply.code(answer.statusCode ?? 502);
        for (const [name, value] of Object.entries(forwardable(answer.headers)))
          if (value !== undefined) reply.header(name, value);
        void reply.send(answer);
      },
    );
    upstream.on('error', (error) => {
      request.log.warn({ err: error, event: 'bkash_sandbox.unreachable' }, 'bKash sandbox unreachable');
      if (!reply.sent)
        void reply.code(502).type('text/plain; charset=utf-8').send('bKash sandbox unreachable');
    });
    request.raw.pipe(upstream);
  });
}
