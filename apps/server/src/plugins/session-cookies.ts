import fastifyCookie from '@fastify/cookie';
import { type CookieKind, cookieNameOf, SESSION_COOKIE_NAMES, type SessionCookieJar } from '@samity/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Re-exported for tests that build cookies by hand; the names live with the API (OpenAPI documents them). */
export { SESSION_COOKIE_NAMES };

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The browser reached this site over HTTPS: the request itself (behind a proxy: X-Forwarded-Proto, with
     * TRUST_PROXY), or PUBLIC_ORIGIN says the site is served over https. Cookies are then Secure and named
     * with the `__Host-` prefix.
     */
    readonly overHttps: boolean;
  }
}

export async function registerCookies(
  app: FastifyInstance,
  { publicOrigin }: { publicOrigin?: string | undefined } = {},
): Promise<void> {
  await app.register(fastifyCookie);
  const httpsSite = publicOrigin?.toLowerCase().startsWith('https:') === true;
  // A getter, not a hook: nothing runs on requests that never look at a cookie.
  app.decorateRequest('overHttps', {
    getter(this: FastifyRequest) {
      return httpsSite || this.protocol === 'https';
    },
  });
}

/**
 * The API's cookie jar over Fastify (decision 002; the login device cookies of decision 015 too): HttpOnly (no
 * script can read the token), SameSite=Lax (no cross-site POST carries it), Path=/, no Domain, and over HTTPS
 * Secure with the `__Host-` prefix on the name (cookieNameOf), so the browser itself refuses a cookie of that
 * name planted by a sibling subdomain or a plain-HTTP answer. Over HTTPS only the prefixed name is read.
 * Tokens set or cleared during the request win over the request's.
 */
export function sessionCookieJar(request: FastifyRequest, reply: FastifyReply): SessionCookieJar {
  const current = new Map<CookieKind, string | null>();
  const https = request.overHttps;
  const base = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: https,
  };
  return {
    get(kind) {
      if (current.has(kind)) return current.get(kind) ?? null;
      return request.cookies[cookieNameOf(kind, https)] ?? null;
    },
    set(kind, token, { maxAgeSeconds }) {
      current.set(kind, token);
      reply.setCookie(cookieNameOf(kind, https), token, {
        ...base,
        ...(maxAgeSeconds === null ? {} : { maxAge: maxAgeSeconds }),
      });
    },
    clear(kind) {
      current.set(kind, null);
      reply.clearCookie(cookieNameOf(kind, https), base);
    },
  };
}
