import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of biome.json, proven by breaking them: the files under tools/lint-rules/planted/ (named
 * `.txt` so the real lint, tsc and knip never read them) are copied, with their paths, beside a copy of
 * biome.json and lint/*.grit into a scratch folder, and Biome lints that folder. Each planted violation must
 * be refused by its rule; each `allowed` control must pass, so a rule that refused everything would fail too.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const planted = join(import.meta.dirname, '..', 'planted');

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

const LAYER_RULES = ['lint/style/noRestrictedImports', 'plugin'];
let scratch: string;
let found: Map<string, Diagnostic[]>;

function copyPlanted(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.txt')) continue;
    const from = join(entry.parentPath, entry.name);
    const to = join(scratch, relative(planted, from));
    cpSync(from, to);
    renameSync(to, to.replace(/\.txt$/, ''));
  }
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'lint-rules-'));
  cpSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
  cpSync(join(root, 'lint'), join(scratch, 'lint'), { recursive: true });
  copyPlanted(planted);
  let out: string;
  try {
    out = execFileSync(
      join(root, 'node_modules', '.bin', 'biome'),
      ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', '.'],
      { cwd: scratch, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch (error) {
    // Biome exits with 1 when it finds errors, which is what the planted files are for.
    out = (error as { stdout: string }).stdout;
  }
  const diagnostics = (JSON.parse(out) as { diagnostics: Diagnostic[] }).diagnostics;
  found = new Map();
  for (const d of diagnostics.filter((d) => LAYER_RULES.includes(d.category))) {
    found.set(d.location.path, [...(found.get(d.location.path) ?? []), d]);
  }
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const refusals = (path: string) => (found.get(path) ?? []).map((d) => d.message);

describe('the layer rules refuse their planted violations', () => {
  it.each([
    ['packages/domain/src/imports-api.ts', 'The domain is the bottom layer'],
    ['packages/domain/src/imports-api-by-path.ts', 'The domain is the bottom layer'],
    ['apps/web/src/features/admin/planted/reaches-another-feature.tsx', 'must not import another feature'],
    ['apps/web/src/features/admin/planted/reaches-a-sibling.tsx', 'must not import another feature'],
    ['apps/web/src/features/admin/planted/reaches-the-app.tsx', 'must not import another feature'],
    ['apps/server/src/planted/imports-kysely.ts', 'The server is infrastructure'],
    ['apps/server/src/planted/own-error-body.ts', 'no route writes an error body of its own'],
    ['apps/server/src/planted/error-answer.ts', 'The one error handler'],
    ['packages/api/src/services/planted/names-the-zone.queries.ts', "Dhaka's time comes from one place"],
  ])('%s', (path, message) => {
    expect(refusals(path)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    'packages/domain/src/allowed.ts',
    'packages/domain/src/dhaka-time.ts',
    'apps/web/src/features/admin/planted/allowed.tsx',
    'apps/server/src/planted/allowed.ts',
  ])('and let the allowed imports of %s through', (path) => {
    expect(refusals(path)).toEqual([]);
  });
});
