/**
 * The key of a cached public answer is made from the procedure's validated input, never from what the
 * client sent: `?z=1`, `?z=2`, a repeated default or a padded search all parse to the same input and so
 * share one entry, and an input that does not validate is not cached at all (the procedure refuses it).
 * A visitor can therefore make no more entries than there are distinct valid inputs (decision 009).
 */

/** What tRPC keeps of each `.input(...)`: every schema we use is a Standard Schema (zod is one). */
interface StandardInput {
  '~standard': {
    validate(value: unknown): { value?: unknown; issues?: unknown } | Promise<unknown>;
  };
}

interface RouterLike {
  _def: { procedures: object };
}

interface ProcedureDefLike {
  _def: { type: string; inputs: unknown[]; meta?: { reads?: readonly string[]; access?: { tier?: string } } };
}

/** The input schemas of every cached public procedure, by procedure path. */
const inputsByPath = new Map<string, readonly StandardInput[]>();

/**
 * Learns the input schemas of the router's cached public procedures (root.ts hands over the app router once
 * it is built; the middleware cannot reach a procedure's schemas from its own arguments). Returns the router.
 */
export function keyPublicReadsByInput<R extends RouterLike>(router: R): R {
  for (const [path, procedure] of Object.entries(
    router._def.procedures as Record<string, ProcedureDefLike>,
  )) {
    const { meta, inputs, type } = procedure._def;
    if (type !== 'query' || meta?.access?.tier !== 'public' || !meta.reads?.length) continue;
    if (!inputs.every(isStandardInput)) continue;
    inputsByPath.set(path, inputs);
  }
  return router;
}

/** A cached public procedure's input schema (the REST facade reads query text into it), if it has one. */
export const publicInputSchemaOf = (path: string): unknown => inputsByPath.get(path)?.[0];

const isStandardInput = (value: unknown): value is StandardInput =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<StandardInput>)['~standard']?.validate === 'function';

/**
 * The canonical text of the input a cached public procedure would run with, or null when it must not be
 * cached: the procedure is unknown, the input does not validate, or a schema validates only asynchronously
 * (none does; such a list would merely go uncached). Parsers are applied as tRPC applies them: each to the
 * raw input, object results merged.
 */
export function canonicalPublicInput(path: string, rawInput: unknown): string | null {
  const inputs = inputsByPath.get(path);
  if (!inputs) return null;
  let input: unknown;
  for (const schema of inputs) {
    const result = schema['~standard'].validate(rawInput);
    if (result instanceof Promise) return null;
    const { value, issues } = result as { value?: unknown; issues?: unknown };
    if (issues) return null;
    input = isPlainObject(input) && isPlainObject(value) ? { ...input, ...value } : value;
  }
  return canonicalJson(input);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with object keys sorted, so two equal inputs always give the same text whatever their key order. */
function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  return JSON.stringify(value, (_key, v: unknown) => {
    if (!isPlainObject(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(v).sort()) sorted[key] = v[key];
    return sorted;
  });
}
