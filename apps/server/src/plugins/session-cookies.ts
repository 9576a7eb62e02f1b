import fastifyCookie from '@fastify/cookie';
import { COOKIE_NAMES, type CookieKind, SESSION_COOKIE_NAMES, type SessionCookieJar } from '@samity/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Re-exported for tests that build cookies by hand; the names live with the API (OpenAPI documents them). */
export { SESSION_COOKIE_NAMES };

export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
}

/**
 * The API's cookie jar over Fastify (decision 002; the login device cookies of decision 014 too): HttpOnly (no script can read the token), SameSite=Lax (no
 * cross-site POST carries it), Path=/, and Secure whenever the request came over HTTPS (behind a proxy:
 * X-Forwarded-Proto, with TRUST_PROXY). Tokens set or cleared during the request win over the request's.
 */
export function sessionCookieJar(request: FastifyRequest, reply: FastifyReply): SessionCookieJar {
  const current = new Map<CookieKind, string | null>();
  const base = () => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });
  return {
    get(kind) {
      if (current.has(kind)) return current.get(kind) ?? null;
      return request.cookies[COOKIE_NAMES[kind]] ?? null;
    },
    set(kind, token, { maxAgeSeconds }) {
      current.set(kind, token);
      reply.setCookie(COOKIE_NAMES[kind], token, {
        ...base(),
        ...(maxAgeSeconds === null ? {} : { maxAge: maxAgeSeconds }),
      });
    },
    clear(kind) {
      current.set(kind, null);
      reply.clearCookie(COOKIE_NAMES[kind], base());
    },
  };
}
