import { SESSION_COOKIE_NAMES } from '@samity/api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const ADMIN_COOKIE = SESSION_COOKIE_NAMES.admin;
export const MEMBER_COOKIE = SESSION_COOKIE_NAMES.member;

type InjectedCookie = {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  expires?: Date;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: string;
};

export function sessionCookie(res: LightMyRequestResponse, name: string): InjectedCookie | undefined {
  return (res.cookies as InjectedCookie[]).find((c) => c.name === name);
}

export const SITE = 'samity.test';

/** A JSON POST as the web app sends it (same origin). */
export function postJson(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      host: SITE,
      origin: `http://${SITE}`,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify(payload),
  });
}

export function getJson(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/**
 * Logs in through REST (password, throttling and all) and answers the Cookie header of the new session: for
 * tests of logging in. A test that only needs someone logged in uses loginAs from @samity/api/testing.
 */
export async function restLogin(
  app: FastifyInstance,
  kind: 'admin' | 'member',
  credentials: Record<string, unknown>,
): Promise<string> {
  const res = await postJson(app, `/api/${kind}/login`, credentials);
  const name = kind === 'admin' ? ADMIN_COOKIE : MEMBER_COOKIE;
  const cookie = sessionCookie(res, name);
  if (res.statusCode !== 200 || !res.json().success || !cookie)
    throw new Error(`${kind} login failed: ${res.statusCode} ${res.body}`);
  return `${name}=${cookie.value}`;
}
