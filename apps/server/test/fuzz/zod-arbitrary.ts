import fc from 'fast-check';

/**
 * fast-check arbitraries read from a procedure's zod 4 input schema, for fuzzing (decision 010). They lean
 * towards what the schema accepts, so most calls get past validation into the services and the database,
 * and mix in what it refuses: boundary lengths and numbers, control characters, wrong types, missing and
 * extra fields. zod-fast-check reads zod 3 only; this walks zod 4's own definitions (`_zod.def`, `_zod.bag`).
 */
type ZodLike = { _zod: { def: Def; bag: Bag } };
type Def = {
  type: string;
  shape?: Record<string, ZodLike>;
  innerType?: ZodLike;
  in?: ZodLike;
  element?: ZodLike;
  options?: ZodLike[];
  entries?: Record<string, string | number>;
  values?: unknown[];
};
type Bag = {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  format?: string;
  patterns?: Set<RegExp>;
};

/** Values the product's inputs often mean: the test's members, phones, dates, months, methods, images. */
const LIKELY_TEXT = [
  '7001',
  '7002',
  '7003',
  'NO-SUCH-MEMBER',
  '01711000000',
  '01700000000',
  '2025-01-01',
  '2026-11-15',
  '2026-02-30',
  'January-2025',
  'November-2026',
  'cash',
  'bkash',
  'Income',
  'Expense',
  'Full_Access',
  'unsolved',
  'all',
  'address',
  'general objection',
  'Toyota',
  '/uploads/00000000000000000000000000000000.jpg',
  'member_no,name,phone\n7101,Fuzz Member,01711999003',
  'A long enough password 1',
];

/** Text that has broken servers: quotes and wildcards for SQL, NUL, paths, markup, huge and odd numbers. */
const HOSTILE_TEXT = [
  '',
  ' ',
  "'; DROP TABLE members; --",
  "O'Brien",
  '%',
  '_',
  '\\',
  '\u0000',
  'a\u0000b',
  '\u202e\u200b',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  '🚗🚗🚗',
  'তাহমিদ হোসেন',
  '9'.repeat(40),
  '-1',
  '1e309',
  'NaN',
  'null',
  '{"$gt":""}',
];

const WRONG_TYPES: unknown[] = [null, true, 0, -1, 'text', [], {}, [1, 2], { nested: { deeper: [] } }];

export function arbitraryFor(schema: ZodLike): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 12, arbitrary: shaped(schema) },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  );
}

function shaped(schema: ZodLike): fc.Arbitrary<unknown> {
  const { def, bag } = schema._zod;
  switch (def.type) {
    case 'string':
      return text(bag);
    case 'number':
    case 'int':
      return number(bag);
    case 'boolean':
      return fc.oneof({ weight: 6, arbitrary: fc.boolean() }, fc.constantFrom('true', 1, null));
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...values) }, fc.string({ maxLength: 12 }));
    }
    case 'literal':
      return fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...(def.values ?? [])) },
        fc.string({ maxLength: 12 }),
      );
    case 'object':
      return object(def.shape ?? {});
    case 'array': {
      const max = Math.min(bag.maximum ?? 6, 6);
      return fc.oneof(
        { weight: 6, arbitrary: fc.array(arbitraryFor(def.element as ZodLike), { maxLength: max }) },
        fc.array(fc.string(), { minLength: max + 1, maxLength: max + 3 }),
      );
    }
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 4, arbitrary: shaped(def.innerType!) },
      );
    case 'nullable':
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 4, arbitrary: shaped(def.innerType!) },
      );
    case 'pipe':
      return shaped(def.in!);
    case 'union':
      return fc.oneof(...(def.options ?? []).map(shaped));
    case 'void':
    case 'undefined':
      return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, fc.jsonValue({ maxDepth: 2 }));
    default:
      // unknown, any, transform: whatever JSON can carry.
      return fc.jsonValue({ maxDepth: 3 });
  }
}

function text(bag: Bag): fc.Arbitrary<unknown> {
  const min = bag.minimum ?? 0;
  const max = bag.maximum ?? 200;
  const patterned = [...(bag.patterns ?? [])].map((pattern) => fc.stringMatching(pattern));
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...LIKELY_TEXT) },
    ...patterned.map((arbitrary) => ({ weight: 4, arbitrary })),
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 40), unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXT, 'x'.repeat(max), 'x'.repeat(max + 1)) },
  );
}

function number(bag: Bag): fc.Arbitrary<unknown> {
  const min = Math.max(bag.minimum ?? bag.exclusiveMinimum ?? -1_000_000, -1_000_000_000);
  const max = Math.min(bag.maximum ?? 1_000_000_000, 1_000_000_000);
  const edges = [0, -1, 1, 0.5, min - 1, max + 1, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 999_999_999_999];
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  );
}

function object(shape: Record<string, ZodLike>): fc.Arbitrary<unknown> {
  const keys = Object.keys(shape);
  const fields = Object.fromEntries(keys.map((key) => [key, arbitraryFor(shape[key]!)]));
  const extra = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 });
  // Now and then a field goes missing (an index past the keys drops none) or unknown fields come along.
  return fc
    .tuple(fc.record(fields), fc.nat(keys.length * 8), fc.option(extra, { freq: 6 }))
    .map(([value, drop, more]) => {
      const copy: Record<string, unknown> = { ...(more ?? {}), ...value };
      if (drop < keys.length) delete copy[keys[drop]!];
      return copy;
    });
}
