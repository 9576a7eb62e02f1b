/**
 * The REST facade's input from the address: query and path values arrive as text and are turned into the JSON
 * values the procedure's schema expects, read from the schema and never written into it. A number field
 * takes decimal text ("12", "-3", "1500.25", or in Bengali digits "১৫০০") as that number; a boolean field takes exactly "true" or
 * "false"; anything else stays text for the schema to refuse with a 400. A JSON body goes to the schema as
 * it came: `"false"` for a boolean is an error there, not `true`.
 *
 * The package this replaces made its query coercion by setting zod's `coerce` flag on the procedure's own
 * field schemas, in place and for bodies too: `Boolean("false")` is true, and after one REST call the same
 * schema coerced every tRPC call as well.
 */

import { toAsciiDigits } from '@samity/domain';
import type { FastifyRequest } from 'fastify';

/** Whether a request carries a body at all (a length above zero, or chunks). */
export const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/** The parts of a zod 4 schema this file reads; zod's own types would tie the server to its internals. */
interface SchemaLike {
  _zod: { def: Def };
}
interface Def {
  type: string;
  innerType?: SchemaLike;
  in?: SchemaLike;
  out?: SchemaLike;
  options?: SchemaLike[];
  values?: unknown[];
  element?: SchemaLike;
  shape?: Record<string, SchemaLike>;
  getter?: () => SchemaLike;
}

/** What a field accepts, as far as text from an address can be read into it. */
interface Accepts {
  text: boolean;
  number: boolean;
  boolean: boolean;
  literals: unknown[];
  element: SchemaLike | undefined;
}

const DECIMAL = /^-?\d{1,20}(\.\d{1,20})?$/;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
const TEXT = new Set(['string', 'enum', 'template_literal']);

const isSchema = (value: unknown): value is SchemaLike =>
  typeof (value as SchemaLike | undefined)?._zod?.def?.type === 'string';

/** Collects what a schema accepts through its wrappers, unions and pipes (depth-bounded: lazy can loop). */
function collect(schema: SchemaLike, into: Accepts, depth = 0): Accepts {
  if (depth > 20) return into;
  const def = schema._zod.def;
  if (WRAPPERS.has(def.type) && def.innerType) return collect(def.innerType, into, depth + 1);
  if (def.type === 'lazy' && def.getter) return collect(def.getter(), into, depth + 1);
  if (def.type === 'pipe' && def.in && def.out) {
    // z.preprocess is a pipe from a transform into the schema; .transform() a pipe from the schema.
    return collect(def.in._zod.def.type === 'transform' ? def.out : def.in, into, depth + 1);
  }
  if (def.type === 'union') {
    for (const option of def.options ?? []) collect(option, into, depth + 1);
    return into;
  }
  if (def.type === 'literal') into.literals.push(...(def.values ?? []));
  else if (TEXT.has(def.type)) into.text = true;
  else if (def.type === 'number') into.number = true;
  else if (def.type === 'boolean') into.boolean = true;
  else if (def.type === 'array') into.element = def.element;
  return into;
}

const acceptsOf = (schema: SchemaLike) =>
  collect(schema, { text: false, number: false, boolean: false, literals: [], element: undefined });

/** One value of the address as the field's JSON value, or the text itself when the field cannot read it. */
function fromText(accepts: Accepts, text: string): unknown {
  for (const literal of accepts.literals) if (String(literal) === text) return literal;
  if (accepts.text) return text;
  // Bengali digits (০-৯), as a Bengali keyboard types them in an address, are the same number.
  if (accepts.number && DECIMAL.test(toAsciiDigits(text))) return Number(toAsciiDigits(text));
  if (accepts.boolean && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function fromAddress(schema: SchemaLike, value: unknown): unknown {
  const accepts = acceptsOf(schema);
  if (accepts.element) {
    const element = acceptsOf(accepts.element);
    // A repeated key is a list; a key given once is a list of one.
    const items = Array.isArray(value) ? value : [value];
    return items.map((item) => (typeof item === 'string' ? fromText(element, item) : item));
  }
  return typeof value === 'string' ? fromText(accepts, value) : value;
}

/** The object schema whose fields the address fills: through wrappers and pipes, as `collect` reads them. */
export function objectShapeOf(schema: unknown): Record<string, SchemaLike> | undefined {
  let current: unknown = schema;
  for (let depth = 0; depth < 20 && isSchema(current); depth++) {
    const def: Def = current._zod.def;
    if (def.type === 'object') return def.shape;
    if (WRAPPERS.has(def.type)) current = def.innerType;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else if (def.type === 'pipe' && def.in && def.out)
      current = def.in._zod.def.type === 'transform' ? def.out : def.in;
    else return undefined;
  }
  return undefined;
}

/**
 * A copy of `values` (query or path parameters, all text) with each known field read as its schema's JSON
 * type; unknown keys are left as they are (the schema strips or refuses them).
 */
export function readAddressValues(
  shape: Record<string, SchemaLike> | undefined,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = shape && Object.hasOwn(shape, key) ? shape[key] : undefined;
    read[key] = field ? fromAddress(field, value) : value;
  }
  return read;
}
