import { describe, expect, it } from 'vitest';
import { fuzzProcedures, printReport, RUNS_PER_PROCEDURE } from './fuzz/fuzz-procedures';
import { useTestApp } from './helpers';

/** Generated inputs for the finance procedures: refusals proved, no 5xx, no leak (docs/security.md, Fuzzing). */
const t = useTestApp();

describe('fuzzing the finance procedures', () => {
  it(`answers ${RUNS_PER_PROCEDURE} generated inputs each as an allowed caller: refused ones with a documented 4xx that writes nothing, accepted ones with a 2xx or a documented 4xx`, {
    timeout: 600_000,
  }, async () => {
    const report = await fuzzProcedures(t, ['finance.']);
    printReport('finance', report);
    expect(report.failures).toEqual([]);
  });
});
