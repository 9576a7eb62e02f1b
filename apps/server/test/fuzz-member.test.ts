import { type SandboxHandle, startSandbox } from '@samity/bkash-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzProcedures, printReport, RUNS_PER_PROCEDURE } from './fuzz/fuzz-procedures';
import { bkashSandboxEnv, useTestApp } from './helpers';

/**
 * Generated inputs for the member procedures: refusals proved, no 5xx, no leak (docs/security.md). Online payment is set up
 * against the bKash sandbox in this process, as in production, so paying is fuzzed too (without a gateway
 * it is unavailable by design, a 503 that says so).
 */
let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox?.close();
});
const t = useTestApp(() => bkashSandboxEnv(sandbox));

describe('fuzzing the member procedures', () => {
  it(`answers ${RUNS_PER_PROCEDURE} generated inputs each as an allowed caller: refused ones with a documented 4xx that writes nothing, accepted ones with a 2xx or a documented 4xx`, {
    timeout: 600_000,
  }, async () => {
    const report = await fuzzProcedures(t, ['member.']);
    printReport('member', report);
    expect(report.failures).toEqual([]);
  });
});
