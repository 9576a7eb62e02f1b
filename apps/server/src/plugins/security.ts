import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every response. The CSP allows scripts from this origin only (no third-party
 * script, no inline script) and styles from this origin only: the web app's styles are its stylesheet, and
 * React's `style` props are set through the CSSOM, which style-src does not govern. The one exception is the
 * API reference page (/api/docs), whose viewer injects <style> elements: it alone may have inline styles, so
 * an injected style="" or <style> anywhere else (a CSS-based leak of page content) is refused.
 * imageOrigins: where else images may come from (the S3 bucket or CDN when S3_PUBLIC_URL is set).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { imageOrigins = [] }: { imageOrigins?: string[] } = {},
): Promise<void> {
  // Helmet itself, built once per policy. The Fastify wrapper (@fastify/helmet) builds a new helmet, parsing
  // the CSP directives again, on every request: 11 % of the server's CPU on a cached public answer
  // (docs/benchmarks.md).
  const strict = securityHeaders(["'self'"], imageOrigins);
  const apiReference = securityHeaders(["'self'", "'unsafe-inline'"], imageOrigins);
  app.addHook('onRequest', (request, reply, done) => {
    const setHeaders = isApiReferencePage(request.url) ? apiReference : strict;
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/** The API reference page and its assets, the only answers whose CSP allows inline styles. */
export function isApiReferencePage(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === API_REFERENCE_PATH || path.startsWith(`${API_REFERENCE_PATH}/`);
}

const API_REFERENCE_PATH = '/api/docs';

function securityHeaders(styleSrc: string[], imageOrigins: string[]) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc,
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense behind HTTPS; the reverse proxy (infra/) sets it there.
    strictTransportSecurity: false,
  });
}
