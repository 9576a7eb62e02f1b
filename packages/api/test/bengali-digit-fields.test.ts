import { toBengaliDigits } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../src';

/**
 * Bengali digits are the same digits in every box that holds digits (issue 36): every text field of every
 * procedure's input, read from the schemas themselves, is tried with values holding digits (a member number,
 * a phone, a date, a month, a time, a register number, an amount). A field that accepts the ASCII value must
 * give the services exactly the same value for the Bengali one. The only fields that keep Bengali digits as
 * typed are free text, secrets and machine tokens, named below: a new field holding digits that forgets
 * `digits: true` fails here. Both transports parse with these schemas (the REST facade hands them the same
 * input; its query numbers are read by apps/server/src/plugins/rest-input.ts, tested over HTTP in
 * apps/server/test/bengali-digits-http.test.ts).
 */
type Def = {
  type: string;
  shape?: Record<string, ZodLike>;
  innerType?: ZodLike;
  in?: ZodLike;
  element?: ZodLike;
  options?: ZodLike[];
};
type ZodLike = { _zod: { def: Def }; safeParse(value: unknown): { success: boolean; data?: unknown } };
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { inputs?: ZodLike[] } }>;

const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'];

/** The kind of value a schema takes beneath its wrappers and transforms. */
function bottom(schema: ZodLike): string {
  const def = schema._zod.def;
  if (WRAPPERS.includes(def.type)) return bottom(def.innerType!);
  if (def.type === 'pipe') return bottom(def.in!);
  return def.type;
}

const takesText = (schema: ZodLike): boolean => {
  const kind = bottom(schema);
  if (kind === 'string') return true;
  if (kind !== 'union') return false;
  let inner = schema;
  while (inner._zod.def.type !== 'union')
    inner = (WRAPPERS.includes(inner._zod.def.type) ? inner._zod.def.innerType : inner._zod.def.in)!;
  return (inner._zod.def.options ?? []).some(takesText);
};

/** Each field of an input schema with its path; a field with a transform is tried whole, as the services get it. */
function fields(schema: ZodLike, path: string, out: [string, ZodLike][]): void {
  const def = schema._zod.def;
  if (def.type === 'object') {
    for (const [key, value] of Object.entries(def.shape ?? {}))
      fields(value, path ? `${path}.${key}` : key, out);
  } else if (WRAPPERS.includes(def.type)) {
    fields(def.innerType!, path, out);
  } else if (def.type === 'pipe' && bottom(def.in!) === 'object') {
    fields(def.in!, path, out);
  } else if (def.type === 'array') {
    fields(def.element!, `${path}[]`, out);
  } else if (def.type === 'union' && (def.options ?? []).some((o) => bottom(o) === 'object')) {
    for (const option of def.options ?? []) fields(option, path, out);
  } else {
    out.push([path, schema]);
  }
}

/** Values with digits the product's boxes take; each field is tried with the first one it accepts. */
const SAMPLES = [
  '1001',
  '2026/14',
  '10:30',
  '01711000000',
  '2026-11-15',
  'November-2026',
  '1500.25',
  'A long enough password 1',
];

/** Free text (kept as people wrote it), secrets (a password is the characters typed) and machine tokens. */
const KEEPS_AS_TYPED = new Set([
  'address',
  'agenda[]',
  'area',
  'auditor',
  'brand',
  'business',
  'caption',
  'caption_en',
  'color',
  'confirm_new_password',
  'correct_version',
  'csv',
  'current_password',
  'discussion',
  'father',
  'field',
  'issue',
  'message',
  'method',
  'model',
  'name',
  'new_password',
  'note',
  'objection',
  'password',
  'paymentID',
  'place',
  'preferred_time',
  'proof',
  'reason',
  'relation',
  'resolution',
  'solution',
  'source',
  'text',
  'title',
  'token',
]);

interface Verdict {
  procedure: string;
  field: string;
  sample: string;
  same: boolean;
}

function verdicts(): Verdict[] {
  const found: Verdict[] = [];
  for (const [procedure, { _def }] of Object.entries(procedures)) {
    for (const input of _def.inputs ?? []) {
      const list: [string, ZodLike][] = [];
      fields(input, '', list);
      for (const [field, schema] of list) {
        if (!takesText(schema)) continue;
        const sample = SAMPLES.find((value) => schema.safeParse(value).success);
        if (sample === undefined) continue;
        const ascii = schema.safeParse(sample);
        const bengali = schema.safeParse(toBengaliDigits(sample));
        const same = bengali.success && JSON.stringify(bengali.data) === JSON.stringify(ascii.data);
        found.push({ procedure, field, sample, same });
      }
    }
  }
  return found;
}

describe('Bengali digits in every box that holds digits', () => {
  const all = verdicts();

  it('tries the fields of every procedure, member numbers, phones, dates and amounts among them', () => {
    const tried = new Set(all.map((v) => v.field.split('.').pop()));
    for (const field of ['member_no', 'member', 'phone', 'date', 'month', 'amount', 'search', 'code', 'time'])
      expect(tried, field).toContain(field);
    expect(all.filter((v) => v.same).length).toBeGreaterThan(80);
  });

  it('gives the services the same value for Bengali digits as for ASCII ones, but in free text', () => {
    const different = all
      .filter((v) => !v.same && !KEEPS_AS_TYPED.has(v.field.split('.').pop()!))
      .map((v) => `${v.procedure} ${v.field} (${toBengaliDigits(v.sample)})`);
    expect(different).toEqual([]);
  });

  it('keeps free text as typed: a name with Bengali digits is not rewritten', () => {
    const name = all.find((v) => v.procedure === 'admin.members.create' && v.field === 'name');
    expect(name).toMatchObject({ same: false });
  });
});
