import { DEMO_ADMINS, DEMO_MEMBERS } from '@samity/db';
import { describe, expect, it } from 'vitest';
import { createTestCaller, MemoryCookieJar, useTestDb } from '../src/testing';

/**
 * Twenty simulated minutes of a guesser attacking one account from eight addresses, while its owner keeps
 * logging in: on a device they used before (must get in at every try), and now and then on a new device at a
 * new address (must get in within a minute, retrying at Retry-After). Nothing is mocked but the clock: every
 * attempt is a real login procedure on the real database.
 *
 * The guesser plays against the owner: at a tie it goes first; half its addresses retry exactly at
 * Retry-After, the other half sooner (every 15 s at most, each refusal must count nowhere); after each
 * evaluated guess an address guesses again a second later.
 */

const handle = useTestDb();

const SIMULATED_SECONDS = 20 * 60;
const ATTACKER_ADDRESSES = 8;
/** When the owner picks up a new device (seconds into the attack). */
const NEW_DEVICE_AT = [20, 4 * 60, 9.5 * 60, 14 * 60, 19 * 60];
/** How often the owner logs in on the known device. */
const KNOWN_DEVICE_EVERY = 47;

type Outcome = { kind: 'in' } | { kind: 'failed' } | { kind: 'throttled'; retryAfter: number };

interface Target {
  label: string;
  /** One login attempt at the account with this password, as one client (jar, address) at `now`. */
  login(password: string, jar: MemoryCookieJar, ip: string, now: Date): Promise<Outcome>;
  password: string;
}

function target(kind: 'member' | 'admin'): Target {
  const call = async (
    login: (caller: ReturnType<typeof createTestCaller>) => Promise<{ success: boolean }>,
    jar: MemoryCookieJar,
    ip: string,
    now: Date,
  ): Promise<Outcome> => {
    const caller = createTestCaller(handle, {
      cookies: jar,
      now: () => now,
      request: { ip, userAgent: 'simulation' },
    });
    try {
      return (await login(caller)).success ? { kind: 'in' } : { kind: 'failed' };
    } catch (error) {
      const found = error as { retryAfterSeconds?: number; cause?: { retryAfterSeconds?: number } };
      const seconds = found.retryAfterSeconds ?? found.cause?.retryAfterSeconds;
      if (typeof seconds !== 'number') throw error;
      return { kind: 'throttled', retryAfter: seconds };
    }
  };
  if (kind === 'member') {
    const { memberNo, password } = DEMO_MEMBERS[0]!;
    return {
      label: `member ${memberNo}`,
      password,
      login: (pw, jar, ip, now) =>
        call((c) => c.auth.member.login({ member: memberNo, password: pw }), jar, ip, now),
    };
  }
  const { phone, password } = DEMO_ADMINS[1]!;
  return {
    label: `admin ${phone}`,
    password,
    login: (pw, jar, ip, now) => call((c) => c.auth.admin.login({ phone, password: pw }), jar, ip, now),
  };
}

interface Actor {
  name: string;
  /** Simulated seconds since the attack began when it acts next; Infinity when done. */
  next: number;
  /** Attackers first at a tie: the owner never wins a race by scheduling luck. */
  priority: number;
  act(at: number, now: Date): Promise<void>;
}

async function simulate(account: Target, start: number) {
  const attacker = { evaluated: 0, throttled: 0, in: 0 };
  const knownDevice: Outcome[] = [];
  const newDevices: { startedAt: number; waitedSeconds: number | null; tries: number }[] = [];

  // Before the attack the owner logged in once from home: that browser is a known device.
  const ownerJar = new MemoryCookieJar();
  const first = await account.login(account.password, ownerJar, '10.77.0.1', new Date(start - 3600_000));
  expect(first.kind).toBe('in');

  const actors: Actor[] = [];
  for (let a = 0; a < ATTACKER_ADDRESSES; a++) {
    const jar = new MemoryCookieJar();
    let guess = 0;
    const actor: Actor = {
      name: `attacker ${a}`,
      next: a * 0.25,
      priority: 0,
      async act(at, now) {
        const outcome = await account.login(`wrong-guess-${a}-${guess++}`, jar, `10.66.0.${a + 1}`, now);
        if (outcome.kind === 'in') attacker.in++;
        if (outcome.kind === 'throttled') {
          attacker.throttled++;
          actor.next = at + (a % 2 === 0 ? outcome.retryAfter : Math.min(outcome.retryAfter, 15));
        } else {
          attacker.evaluated++;
          actor.next = at + 1;
        }
      },
    };
    actors.push(actor);
  }
  const owner: Actor = {
    name: 'owner on a known device',
    next: 5,
    priority: 1,
    async act(at, now) {
      knownDevice.push(await account.login(account.password, ownerJar, '10.77.0.1', now));
      owner.next = at + KNOWN_DEVICE_EVERY;
    },
  };
  actors.push(owner);
  for (const [i, startedAt] of NEW_DEVICE_AT.entries()) {
    const jar = new MemoryCookieJar();
    const attempt = { startedAt, waitedSeconds: null as number | null, tries: 0 };
    newDevices.push(attempt);
    const device: Actor = {
      name: `owner on new device ${i}`,
      next: startedAt,
      priority: 1,
      async act(at, now) {
        attempt.tries++;
        const outcome = await account.login(account.password, jar, `10.88.0.${i + 1}`, now);
        if (outcome.kind === 'in') {
          attempt.waitedSeconds = at - startedAt;
          device.next = Number.POSITIVE_INFINITY;
        } else if (outcome.kind === 'throttled') device.next = at + outcome.retryAfter;
        else throw new Error(`the right password failed on new device ${i}`);
      },
    };
    actors.push(device);
  }

  for (;;) {
    const due = actors
      .filter((actor) => actor.next <= SIMULATED_SECONDS)
      .sort((x, y) => x.next - y.next || x.priority - y.priority)[0];
    if (!due) break;
    await due.act(due.next, new Date(start + due.next * 1000));
  }
  return { attacker, knownDevice, newDevices };
}

describe.each([
  ['a member', 'member', Date.parse('2026-12-01T09:00:00Z')],
  ['an admin', 'admin', Date.parse('2026-12-02T09:00:00Z')],
] as const)('%s account attacked from 8 addresses for 20 minutes', (_label, kind, start) => {
  it('lets the owner in at once on a known device and within a minute on a new one; the guesser stays slow', async () => {
    const account = target(kind);
    const { attacker, knownDevice, newDevices } = await simulate(account, start);

    // The owner on the device used before: in at every try, never a 429.
    expect(knownDevice.length).toBe(Math.ceil((SIMULATED_SECONDS - 5) / KNOWN_DEVICE_EVERY));
    expect(knownDevice.filter((outcome) => outcome.kind !== 'in')).toEqual([]);

    // The owner on a new device at a new address: in within 60 simulated seconds, every time.
    for (const attempt of newDevices) {
      expect(attempt.waitedSeconds, `new device at ${attempt.startedAt} s`).not.toBeNull();
      expect(attempt.waitedSeconds!).toBeLessThanOrEqual(60);
    }

    // The guesser never gets in, and is kept to about a guess a minute: 8 first attempts (one per address),
    // 10 free repeats, 6 more within the doubling's first 63 s, then one a minute (at most 20), and when the
    // burst leaves the 15-minute window the delay drops for a few guesses before it is back at a minute.
    expect(attacker.in).toBe(0);
    expect(attacker.evaluated).toBeLessThanOrEqual(8 + 10 + 6 + 20 + 10);
    expect(attacker.throttled).toBeGreaterThan(attacker.evaluated * 2);
    console.info(
      `${account.label}: guesser evaluated ${attacker.evaluated} guesses, refused ${attacker.throttled}; ` +
        `owner on the known device in ${knownDevice.length}/${knownDevice.length}; new devices in after ` +
        `${newDevices.map((d) => `${d.waitedSeconds} s (${d.tries} tries)`).join(', ')}`,
    );
    // Some hundreds of real logins on a shared two-core machine: far more than the default 30 s.
  }, 240_000);
});
