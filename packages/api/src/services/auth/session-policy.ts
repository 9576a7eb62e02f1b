/**
 * Session lifetimes (docs/security.md, Sessions). A browser session ends with the browser and after an hour without
 * activity; "remember" keeps the cookie for 30 days, and a week without activity still ends it.
 * The server enforces both limits on every use, whatever the cookie says.
 */
export const SESSION_POLICY = {
  browser: { idleSeconds: 60 * 60, absoluteSeconds: 12 * 60 * 60 },
  remembered: { idleSeconds: 7 * 24 * 60 * 60, absoluteSeconds: 30 * 24 * 60 * 60 },
  /** last_seen_at is written at most this often, so a busy page does not write on every call. */
  touchEverySeconds: 60,
} as const;

export function lifetimeOf(remember: boolean) {
  return remember ? SESSION_POLICY.remembered : SESSION_POLICY.browser;
}
