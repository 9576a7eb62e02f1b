import type { Logger } from '../services/service-context';
import { TEST_TODAY } from './test-db';

export { MemoryCookieJar } from '../memory-cookie-jar';
export {
  type CallerOptions,
  createTestCaller,
  type TestCaller,
  type TestCallers,
  type TestCallersOptions,
  testCallers,
} from './callers';
export * from './factories';
export {
  humanProof,
  solveHumanProof,
  TEST_HUMAN_PROOF_MAX_NUMBER,
  withHumanProof,
} from './human-proof';
export { loginAs, SessionJar, type TestAccount } from './login-as';
export { registerTestPicture, type TestPicture } from './pictures';
export {
  createEmptyTestDb,
  createTestDb,
  migrateAndSeed,
  openSecondHandle,
  TEST_TODAY,
  testDocumentSink,
  testImageSink,
  testSeedDeps,
} from './test-db';
export { type UseTestDbOptions, useTestDb } from './use-test-db';

/** A clock that moves only when told: session expiry and throttling windows without waiting. */
export class FakeClock {
  constructor(private time = TEST_TODAY.getTime()) {}
  readonly now = () => new Date(this.time);
  advanceSeconds(seconds: number): void {
    this.time += seconds * 1000;
  }
}

/** A logger that keeps every entry, to check what was (and was not) logged. */
export function recordingLogger(): Logger & { entries: { level: string; obj: object; msg?: string }[] } {
  const entries: { level: string; obj: object; msg?: string }[] = [];
  const at = (level: string) => (obj: object, msg?: string) => void entries.push({ level, obj, msg });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}
