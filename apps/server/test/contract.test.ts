import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { IMPLEMENTED, SPEC_PATHS } from './spec-paths';

const t = useTestApp();
let documented: Set<string>;
beforeAll(async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  documented = new Set(
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    ),
  );
});

describe('REST contract with the integrators’ calls (spec-paths.ts)', () => {
  const spec = new Set(SPEC_PATHS.map(([method, path]) => `${method} ${path}`));

  it('documents every implemented spec call with its method', () => {
    for (const call of IMPLEMENTED) {
      expect(spec.has(call), `${call} is not a call listed in spec-paths.ts`).toBe(true);
      expect(documented.has(call), `${call} missing from /api/openapi.json`).toBe(true);
    }
  });

  it('never documents a listed path under a different method than the list gives', () => {
    const specMethods = new Map<string, Set<string>>();
    for (const [method, path] of SPEC_PATHS)
      specMethods.set(path, (specMethods.get(path) ?? new Set()).add(method));
    for (const call of documented) {
      const [method, path] = call.split(' ') as [string, string];
      const allowed = specMethods.get(path);
      if (allowed) expect(allowed.has(method), `${call}: the list says ${[...allowed].join('/')}`).toBe(true);
    }
  });

  it('lists every spec call that is documented as implemented, so the list stays honest', () => {
    const documentedSpecCalls = [...documented].filter((call) => spec.has(call));
    expect(documentedSpecCalls.filter((call) => !IMPLEMENTED.includes(call))).toEqual([]);
  });
});
