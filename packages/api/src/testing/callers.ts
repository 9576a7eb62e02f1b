import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DbHandle } from '@samity/db';
import type { Privilege } from '@samity/domain';
import { type ContextDeps, createContext } from '../context';
import { MemoryCookieJar } from '../memory-cookie-jar';
import { appRouter } from '../root';
import { createFsStorage } from '../services/images/fs-storage';
import type { StorageDriver } from '../services/images/storage-driver';
import type { Logger } from '../services/service-context';
import { createCallerFactory } from '../trpc';
import {
  createAdmin,
  createApiKey,
  createMember,
  type TestAdmin,
  type TestApiKey,
  type TestMember,
} from './factories';
import { TEST_HUMAN_PROOF_MAX_NUMBER } from './human-proof';
import { loginAs, SessionJar, type TestAccount } from './login-as';

const silentLogger: Logger = { info() {}, warn() {}, error() {} };

let imageStorage: StorageDriver | null = null;

/** Image storage of API tests: files in one temporary directory per test process. */
function testImageStorage(): StorageDriver {
  imageStorage ??= createFsStorage({ rootDir: mkdtempSync(join(tmpdir(), 'samity-test-images-')) });
  return imageStorage;
}

/**
 * A caller of the app router as one client: pass a cookie jar (e.g. from loginAs) to call as a logged-in
 * member or admin, and now to move the clock.
 */
export function createTestCaller(handle: DbHandle, overrides: Partial<ContextDeps> = {}) {
  const ctx = createContext({
    db: handle.db,
    log: silentLogger,
    request: { ip: '127.0.0.1', userAgent: 'vitest' },
    cookies: new MemoryCookieJar(),
    storage: testImageStorage(),
    humanProof: { maxNumber: TEST_HUMAN_PROOF_MAX_NUMBER },
    ...overrides,
  });
  return createCallerFactory(appRouter)(ctx);
}

export type TestCaller = ReturnType<typeof createTestCaller>;

/** What a caller of `testCallers` may set besides its principal: the clock, the address, channels, storage. */
export type CallerOptions = Omit<Partial<ContextDeps>, 'db' | 'cookies' | 'bearer'>;

export interface TestCallersOptions extends CallerOptions {
  /**
   * When the sessions start. By default the real time, as loginAs starts them: starting a session deletes
   * every session already dead at that moment, so sessions started on a clock days behind the real one die
   * as soon as another test logs in on the real one. Pass the file's clock when all of its sessions use it.
   */
  loginNow?: () => Date;
}

/**
 * Callers of the app router as each kind of principal, on one test database, sharing the options given
 * here (typically the file's clock): `as.member(m)`, `as.admin('Finance_Access')`, `as.apiKey(key)`,
 * `as.anonymous()`, `as.account(a)` for either kind, and `as.session(jar)` for a jar the test holds itself. A principal named by a privilege
 * (or no member at all) is made on the spot, so each test talks about an account of its own.
 */
export function testCallers(handle: DbHandle, { loginNow, ...shared }: TestCallersOptions = {}) {
  const caller = (options: CallerOptions, deps: Partial<ContextDeps>) =>
    createTestCaller(handle, { ...shared, ...options, ...deps });
  const sessionOf = (account: TestAccount) => loginAs(handle.db, account, loginNow ? { now: loginNow } : {});
  return {
    anonymous: (options: CallerOptions = {}) => caller(options, {}),
    session: (jar: MemoryCookieJar, options: CallerOptions = {}) => caller(options, { cookies: jar }),
    /** A session of the account, whichever kind it is (tables of principals hold members and admins). */
    async account(account: TestAccount, options: CallerOptions = {}) {
      return caller(options, { cookies: await sessionOf(account) });
    },
    async member(member?: TestMember | TestAccount, options: CallerOptions = {}) {
      const account = member ?? (await createMember(handle.db));
      return caller(options, { cookies: await sessionOf(account) });
    },
    async admin(admin: Privilege | TestAdmin | TestAccount = 'Full_Access+', options: CallerOptions = {}) {
      const account = typeof admin === 'string' ? await createAdmin(handle.db, { privilege: admin }) : admin;
      return caller(options, { cookies: await sessionOf(account) });
    },
    async apiKey(key: Privilege | Pick<TestApiKey, 'secret'> = 'Full_Access+', options: CallerOptions = {}) {
      const made = typeof key === 'string' ? await createApiKey(handle.db, { privilege: key }) : key;
      return caller(options, { bearer: made.secret });
    },
  };
}

export type TestCallers = ReturnType<typeof testCallers>;

export { SessionJar };
