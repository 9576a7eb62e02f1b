import type { ServiceContext } from '../service-context';
import {
  deleteLoginDevice,
  findLoginDevice,
  insertLoginDevice,
  pruneLoginDevices,
  renewLoginDevice,
} from './login-devices.queries';
import { accountKey } from './login-throttle';
import { deviceCookieOf, type SessionCookieJar, type SessionKind } from './session-cookies';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-tokens';

/**
 * Device cookies (docs/decisions/015-login-devices.md): after a successful login the browser gets a random
 * token whose hash is stored with the account it logged in to. A later login to that account bringing it is
 * throttled for that device alone, never with a guesser's attempts from elsewhere.
 */
const LOGIN_DEVICE_POLICY = {
  /** A device unused this long is forgotten (and its cookie expires with it). */
  lifetimeSeconds: 180 * 24 * 3600,
  /** Devices remembered per account; the least recently used goes first. */
  perAccount: 10,
} as const;

interface DeviceDeps extends Pick<ServiceContext, 'db'> {
  cookies: SessionCookieJar;
}

/** The known device this request's cookie names for this account, or null (absent, forged, expired, another account's). */
export async function knownDevice(
  deps: DeviceDeps,
  kind: SessionKind,
  account: string,
  now: Date,
): Promise<{ id: number } | null> {
  const token = deps.cookies.get(deviceCookieOf(kind));
  if (!token || !looksLikeSessionToken(token)) return null;
  const row = await findLoginDevice(deps.db, hashSessionToken(token));
  if (!row || row.kind !== kind || row.account !== accountKey(kind, account)) return null;
  const unusedMs = now.getTime() - new Date(row.last_used_at).getTime();
  if (unusedMs >= LOGIN_DEVICE_POLICY.lifetimeSeconds * 1000) return null;
  return { id: Number(row.id) };
}

/**
 * After a successful login: the device gets a fresh token (a known one is renewed, a new one remembered) and
 * the cookie lasts the device's lifetime. One cookie per kind: logging in to another account from the same
 * browser makes it that account's device.
 */
export async function rememberDevice(
  deps: DeviceDeps,
  kind: SessionKind,
  account: string,
  device: { id: number } | null,
  now: Date,
): Promise<void> {
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  if (device) await renewLoginDevice(deps.db, device.id, tokenHash, now);
  else {
    const owner = { kind, account: accountKey(kind, account) };
    await insertLoginDevice(deps.db, { ...owner, tokenHash, now });
    const before = new Date(now.getTime() - LOGIN_DEVICE_POLICY.lifetimeSeconds * 1000);
    await pruneLoginDevices(deps.db, owner, before, LOGIN_DEVICE_POLICY.perAccount);
  }
  deps.cookies.set(deviceCookieOf(kind), token, { maxAgeSeconds: LOGIN_DEVICE_POLICY.lifetimeSeconds });
}

/** A device with too many failures is no longer trusted: its row goes, so its cookie is just a stranger's. */
export async function distrustDevice(deps: DeviceDeps, device: { id: number }): Promise<void> {
  await deleteLoginDevice(deps.db, device.id);
}
