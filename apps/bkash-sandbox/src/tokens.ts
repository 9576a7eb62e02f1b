import { business, gateway, header, isPresent, type Outcome, UNAUTHORIZED } from './answers.js';
import { MESSAGES } from './constants.js';
import { ALPHABETS } from './format.js';
import type { SandboxStore } from './store.js';
import type { ApiRequest, CallRecord } from './types.js';

type Body = Record<string, unknown>;

const TOO_MANY = gateway(429, 'Too Many Requests');

/** `Authorization` carries the id_token, raw or as `Bearer <token>`; `X-APP-Key` must be the token's app. */
export function authenticate(store: SandboxStore, headers: ApiRequest['headers']): string | undefined {
  const raw = header(headers, 'authorization')?.trim();
  const appKey = header(headers, 'x-app-key');
  if (!raw || !appKey) return undefined;
  const token = raw.replace(/^Bearer\s+/i, '');
  const entry = store.tokens.get(token);
  if (!entry || entry.revoked || entry.expiresAt <= store.now() || entry.appKey !== appKey) return undefined;
  return appKey;
}

/** Both token calls carry the merchant's username and password as headers. */
function merchantLoginOk(store: SandboxStore, headers: ApiRequest['headers']): boolean {
  const { username, password } = store.settings.credentials;
  return header(headers, 'username') === username && header(headers, 'password') === password;
}

function appOk(store: SandboxStore, body: Body): boolean {
  const { appKey, appSecret } = store.settings.credentials;
  return body.app_key === appKey && body.app_secret === appSecret;
}

/**
 * bKash allows grant and refresh "not more than twice within an hour" per merchant and blocks the caller for an
 * hour beyond that; the sandbox counts both calls per app key over a rolling hour of its own clock.
 */
function rateLimited(store: SandboxStore, appKey: string, record: CallRecord): boolean {
  const now = store.now();
  const hour = 3600 * 1000;
  if ((store.blockedUntil.get(appKey) ?? 0) > now) {
    record.flags.push('token-calls-blocked');
    return true;
  }
  const recent = (store.tokenCalls.get(appKey) ?? []).filter((at) => at > now - hour);
  if (recent.length >= store.settings.tokenCallsPerHour) {
    store.blockedUntil.set(appKey, now + hour);
    store.tokenCalls.set(appKey, recent);
    record.flags.push('token-calls-over-limit');
    return true;
  }
  recent.push(now);
  store.tokenCalls.set(appKey, recent);
  return false;
}

/** A token shaped like bKash's (a JWT's "eyJ" start and a dot), opaque to the merchant all the same. */
function tokenLike(store: SandboxStore, head: number, tail: number): string {
  return `eyJ${store.random(head, ALPHABETS.URL_SAFE)}.${store.random(tail, ALPHABETS.URL_SAFE)}`;
}

/** A new id_token; a refresh keeps its refresh_token, a grant gets a new one. */
function issueTokens(store: SandboxStore, appKey: string, refreshToken?: string): Outcome {
  const now = store.now();
  const idToken = tokenLike(store, 40, 120);
  store.tokens.set(idToken, {
    appKey,
    expiresAt: now + store.settings.tokenTtlSeconds * 1000,
    revoked: false,
  });
  let refresh = refreshToken;
  if (refresh === undefined) {
    refresh = tokenLike(store, 30, 90);
    store.refreshTokens.set(refresh, {
      appKey,
      expiresAt: now + store.settings.refreshTokenTtlSeconds * 1000,
    });
  }
  return {
    status: 200,
    body: {
      statusCode: '0000',
      statusMessage: MESSAGES['0000'],
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: store.settings.tokenTtlSeconds,
      refresh_token: refresh,
    },
  };
}

export function grant(store: SandboxStore, request: ApiRequest, body: Body, record: CallRecord): Outcome {
  if (!merchantLoginOk(store, request.headers)) return UNAUTHORIZED;
  if (!isPresent(body.app_key) || !isPresent(body.app_secret)) return business('2065');
  if (!appOk(store, body)) return business('2001');
  const { appKey } = store.settings.credentials;
  if (rateLimited(store, appKey, record)) return TOO_MANY;
  return issueTokens(store, appKey);
}

export function refresh(store: SandboxStore, request: ApiRequest, body: Body, record: CallRecord): Outcome {
  if (!merchantLoginOk(store, request.headers)) return UNAUTHORIZED;
  if (!isPresent(body.app_key) || !isPresent(body.app_secret) || !isPresent(body.refresh_token)) {
    return business('2065');
  }
  if (!appOk(store, body)) return business('2001');
  const entry = store.refreshTokens.get(String(body.refresh_token));
  if (!entry || entry.expiresAt <= store.now() || entry.appKey !== body.app_key) return UNAUTHORIZED;
  if (rateLimited(store, entry.appKey, record)) return TOO_MANY;
  return issueTokens(store, entry.appKey, String(body.refresh_token));
}
