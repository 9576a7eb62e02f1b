import { createAdmin, createMember } from '@samity/api/testing';
import { DOCUMENT_CATEGORIES, DOCUMENT_VISIBILITIES } from '@samity/domain';
import { Ajv } from 'ajv';
import { generateSync } from 'json-schema-faker';
import { beforeAll, describe, expect, it } from 'vitest';
import { type OpenApiDocument, operationContract, type WireRequest } from './fuzz/openapi-contract';
import { cookieFor, useTestApp } from './helpers';

/**
 * The document is never looser than the server: for every operation, inputs that the document's own schemas
 * call valid (made by json-schema-faker from the served document, patterns, enums and limits included) are
 * sent to a running server as the right caller, and none is refused as bad input. A 400 that names a field
 * means the server checks something the document does not say; a 500 means the input broke the server.
 * Other refusals (401, 403, 404, 409, 429...) are business answers to made-up records and are fine.
 */
type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema; encoding?: unknown }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
}

const t = useTestApp();
let baseUrl: string;
let document: Document;
let member: Awaited<ReturnType<typeof createMember>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Document;
  member = await createMember(t.db.db);
  admin = await createAdmin(t.db.db, { privilege: 'Full_Access+' });
});

/** Seeds per operation: the first with every optional field, the others with about half of them. */
const SEEDS = [1, 2, 3];

function sample(schema: Schema, seed: number): unknown {
  const value = generateSync(
    { ...schema, components: document.components },
    { seed, alwaysFakeOptionals: seed === SEEDS[0], optionalsProbability: 0.5, maxDefaultItems: 3 },
  );
  return onMultiples(schema, value);
}

/**
 * json-schema-faker makes a multiple of 0.01 by float arithmetic (954008297.3000001); a client writes the
 * decimal it means (954008297.3), so each such number is put back on its step, as written text.
 */
function onMultiples(schema: Schema | undefined, value: unknown): unknown {
  if (!schema) return value;
  const ref = schema.$ref as string | undefined;
  if (ref)
    return onMultiples((document.components.schemas as Record<string, Schema>)[ref.split('/').pop()!], value);
  if (typeof value === 'number' && typeof schema.multipleOf === 'number') {
    const decimals = String(schema.multipleOf).split('.')[1]?.length ?? 0;
    return Number((Math.round(value / schema.multipleOf) * schema.multipleOf).toFixed(decimals));
  }
  for (const branch of [...((schema.anyOf as Schema[]) ?? []), ...((schema.oneOf as Schema[]) ?? [])])
    if (typeof value === 'number' && branch.type === 'number') return onMultiples(branch, value);
  if (Array.isArray(value)) return value.map((item) => onMultiples(schema.items as Schema, item));
  if (value && typeof value === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, onMultiples(properties[k], v)]));
  }
  return value;
}

/** A fresh session of the kind the operation names (a logout or password change in one call ends none other). */
async function cookieOf(operation: Operation): Promise<string | undefined> {
  const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
  if (schemes.includes('adminSession')) return cookieFor(t, admin);
  if (schemes.includes('memberSession')) return cookieFor(t, member);
  return undefined;
}

async function request(path: string, method: string, operation: Operation, seed: number) {
  const parameters = operation.parameters ?? [];
  const query = new URLSearchParams();
  let address = path;
  for (const parameter of parameters) {
    const value = sample(parameter.schema, seed + parameter.name.length);
    if (parameter.in === 'path')
      address = address.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query' && (parameter.required || seed === SEEDS[0] || seed % 2 === 1))
      for (const one of Array.isArray(value) ? value : [value]) query.append(parameter.name, String(one));
  }
  const headers: Record<string, string> = {};
  const cookie = await cookieOf(operation);
  if (cookie) headers.cookie = cookie;
  let body: string | FormData | undefined;
  let sent: unknown;
  const content = operation.requestBody?.content ?? {};
  if (content['application/json']) {
    sent = sample(content['application/json'].schema, seed);
    body = JSON.stringify(sent);
    headers['content-type'] = 'application/json';
  } else if (content['multipart/form-data']) {
    // The document says any bytes in `file`; the server judges the bytes (415/422), never the field.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, seed])]), 'picture.jpg');
    // The form's other documented fields (a document's title, category, ...), as the document describes them.
    const fields = (content['multipart/form-data'].schema?.properties ?? {}) as Record<string, Schema>;
    for (const [name, field] of Object.entries(fields))
      if (name !== 'file') form.append(name, String(sample(field, seed)));
    body = form;
    sent = '(a file)';
  }
  const url = `${baseUrl}/api${address}${query.size ? `?${query}` : ''}`;
  const response = await fetch(url, { method: method.toUpperCase(), headers, body });
  const text = await response.text();
  return { url, sent, status: response.status, text };
}

/**
 * A 400 naming a field that is not a service's refusal, or a 500. A service's refusal carries its reason's
 * key (`data.key`): a made-up member number or a picture address never uploaded is a fact about the records,
 * which no schema can state, as a made-up id's 404 is.
 */
function refusedAsBadInput(status: number, text: string): boolean {
  if (status >= 500 && status !== 503) return true;
  if (status !== 400) return false;
  const answer = JSON.parse(text) as {
    issues?: unknown[];
    data?: { key?: string; fieldErrors?: Record<string, unknown> };
  };
  if (answer.issues?.length) return true;
  return Object.keys(answer.data?.fieldErrors ?? {}).length > 0 && !answer.data?.key;
}

describe('values the OpenAPI document calls valid', () => {
  it('are never refused by the server as bad input', { timeout: 300_000 }, async () => {
    const refused: string[] = [];
    let calls = 0;
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const seed of SEEDS) {
          const answer = await request(path, method, operation, seed);
          calls++;
          if (refusedAsBadInput(answer.status, answer.text))
            refused.push(
              `${method.toUpperCase()} ${answer.url} ${JSON.stringify(answer.sent)} -> ${answer.status} ${answer.text}`,
            );
        }
    expect(calls).toBeGreaterThan(300);
    expect(refused, refused.join('\n\n')).toEqual([]);
  });
});

/**
 * Each refinement the schemas apply beyond what JSON Schema's types and limits say is stated by the document:
 * in the field's schema (a pattern, uniqueItems), judged here by ajv as the fuzz tests judge it, or, for a rule
 * across fields, in the operation's description. Both directions: an input the document refuses is refused
 * by the server for that reason, and one it allows is not.
 */
describe('refinements the OpenAPI document states', () => {
  const wire = (request: Partial<WireRequest>): WireRequest => ({
    path: {},
    query: {},
    body: undefined,
    ...request,
  });
  const accepts = (method: string, path: string, request: Partial<WireRequest>) =>
    operationContract(document as unknown as OpenApiDocument, { method, path })!.accepts(wire(request));
  const descriptionOf = (method: string, path: string) =>
    String((document.paths[path]![method] as { description?: string }).description);
  const call = async (method: string, address: string, body?: unknown, cookie?: string) => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}/api${address}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  };

  it('offset needs limit on the public member list', async () => {
    expect(descriptionOf('get', '/members')).toContain(
      'Also refused with 400 when `offset` is given without `limit`',
    );
    const alone = await call('GET', '/members?offset=5');
    expect(alone.status).toBe(400);
    expect(alone.text).toContain('offset needs limit');
    expect((await call('GET', '/members?offset=5&limit=5')).status).toBe(200);
  });

  it('the stock search ranges the right way round', async () => {
    const description = descriptionOf('get', '/stocks/search');
    expect(description).toContain('`price_min` is above `price_max`');
    expect(description).toContain('`year_min` is after `year_max`');
    const price = await call('GET', '/stocks/search?price_min=500000&price_max=100000');
    expect(price.status).toBe(400);
    expect(price.text).toContain('price_min must not be above price_max');
    const year = await call('GET', '/stocks/search?year_min=2020&year_max=2010');
    expect(year.status).toBe(400);
    expect(year.text).toContain('year_min must not be after year_max');
    expect(
      (await call('GET', '/stocks/search?price_min=100000&price_max=500000&year_min=2010&year_max=2020'))
        .status,
    ).toBe(200);
    // A saved search checks its filters the same way, in the service: the document says so too.
    expect(descriptionOf('post', '/alerts')).toContain('`filters.price_min` is above `filters.price_max`');
  });

  it("the verification token's shape", async () => {
    const row = await t.db.db
      .selectFrom('member_verification_tokens')
      .select('token')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    for (const token of [row.token.slice(0, 42), `${row.token}A`, `${row.token.slice(0, 42)}.`]) {
      expect(accepts('GET', '/verify/{token}', { path: { token } })).toBe(false);
      expect((await call('GET', `/verify/${encodeURIComponent(token)}`)).status).toBe(404);
    }
    expect(accepts('GET', '/verify/{token}', { path: { token: row.token } })).toBe(true);
    expect((await call('GET', `/verify/${row.token}`)).status).toBe(200);
  });

  it("the alert code's format", async () => {
    for (const code of ['12345', '1234567', '12a456', '12\u0000456', '12--3456']) {
      expect(accepts('POST', '/alerts/confirm', { body: { id: 999_999, code } }), code).toBe(false);
      const answer = await call('POST', '/alerts/confirm', { id: 999_999, code });
      expect(answer.status, code).toBe(400);
    }
    for (const code of ['123456', ' 123 456 ', '\u09e7\u09e8\u09e9\u09ea\u09eb\u09ec']) {
      expect(accepts('POST', '/alerts/confirm', { body: { id: 999_999, code } }), code).toBe(true);
      const answer = await call('POST', '/alerts/confirm', { id: 999_999, code });
      // Past the format check: the made-up saved search is not found.
      expect([answer.status, answer.text.includes('alerts.notFound')], code).toEqual([404, true]);
    }
  });

  it('a month named twice in one payment', async () => {
    const cookie = await cookieFor(t, member);
    expect(accepts('POST', '/payments/bkash/create-all', { body: { main_ids: [7, 7], amount: 100 } })).toBe(
      false,
    );
    const twice = await call('POST', '/payments/bkash/create-all', { main_ids: [7, 7], amount: 100 }, cookie);
    expect([twice.status, twice.text.includes('A month is named twice')]).toEqual([400, true]);
    expect(accepts('POST', '/payments/bkash/create-all', { body: { main_ids: [7, 8], amount: 100 } })).toBe(
      true,
    );
    const once = await call('POST', '/payments/bkash/create-all', { main_ids: [7, 8], amount: 100 }, cookie);
    expect(once.text).not.toContain('A month is named twice');
  });

  it('a rejected nomination needs its reason', async () => {
    const path = '/election-nominations/{id}/decision';
    expect(descriptionOf('post', path)).toContain('`decision` is `reject` and `reason` is missing or blank');
    const cookie = await cookieFor(t, admin);
    const bare = await call('POST', '/election-nominations/999999/decision', { decision: 'reject' }, cookie);
    expect([bare.status, bare.text.includes('Give the reason for the rejection')]).toEqual([400, true]);
    const given = { decision: 'reject', reason: 'Dues unpaid' };
    const reasoned = await call('POST', '/election-nominations/999999/decision', given, cookie);
    expect([reasoned.status, reasoned.text.includes('Give the reason')]).toEqual([404, false]);
  });

  it('control characters in one-line text, trimmed space around it, and a required value that is blank', async () => {
    const search = (value: string) => call('GET', `/members/search?search=${encodeURIComponent(value)}`);
    for (const value of ['10\u000001', 'a\tb', 'a\nb', 'a\u007fb', ' \t\n ']) {
      expect(accepts('GET', '/members/search', { query: { search: value } }), JSON.stringify(value)).toBe(
        false,
      );
      const answer = await search(value);
      expect(answer.status, JSON.stringify(value)).toBe(400);
    }
    for (const value of [member.memberNo, ` \t${member.memberNo}\n`, 'a b\u00a0c']) {
      expect(accepts('GET', '/members/search', { query: { search: value } }), JSON.stringify(value)).toBe(
        true,
      );
      expect((await search(value)).status, JSON.stringify(value)).toBe(200);
    }
  });

  it('control characters in multi-line text, where line breaks and tabs are text', async () => {
    const cookie = await cookieFor(t, admin);
    const path = '/financial-payable/{member_no}';
    const set = (reason: string) =>
      call('PUT', `/financial-payable/${member.memberNo}`, { payable: 100, reason }, cookie);
    for (const reason of ['Audit\u0000', 'Audit\u001b[31m', 'Audit\u000bfix']) {
      expect(
        accepts('PUT', path, { path: { member_no: member.memberNo }, body: { payable: 100, reason } }),
      ).toBe(false);
      const answer = await set(reason);
      expect([answer.status, answer.text.includes('Must not contain control characters')]).toEqual([
        400,
        true,
      ]);
    }
    const reason = 'Audit of 2026:\n\tline two\r\n';
    expect(
      accepts('PUT', path, { path: { member_no: member.memberNo }, body: { payable: 100, reason } }),
    ).toBe(true);
    expect((await set(reason)).status).toBe(200);
  });

  it('path values are read decoded, as the document states them', async () => {
    const cookie = await cookieFor(t, admin);
    const bengali = member.memberNo.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    for (const value of [member.memberNo, ` ${member.memberNo} `, bengali]) {
      expect(
        accepts('PUT', '/financial-payable/{member_no}', {
          path: { member_no: value },
          body: { payable: 100, reason: 'Audit' },
        }),
      ).toBe(true);
      const answer = await call(
        'PUT',
        `/financial-payable/${encodeURIComponent(value)}`,
        { payable: 100, reason: 'Audit' },
        cookie,
      );
      expect(answer.status, `${JSON.stringify(value)} ${answer.text}`).toBe(200);
    }
  });

  it('the upload forms: a document needs its fields or the document it versions, a file is not empty', async () => {
    const content = (path: string) =>
      document.paths[path]!.post!.requestBody!.content['multipart/form-data']!;
    const validate = new Ajv({ strict: false, validateFormats: false }).compile(
      content('/document-uploads').schema,
    );
    const cookie = await cookieFor(t, admin);
    const post = async (path: string, fields: Record<string, string>, bytes: number[]) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'file.pdf');
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await fetch(`${baseUrl}/api${path}`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      return { status: response.status, text: await response.text() };
    };
    const pdf = [...Buffer.from('%PDF-1.4 not really')];
    const described = { category: DOCUMENT_CATEGORIES[0], visibility: DOCUMENT_VISIBILITIES[0] };
    const refused: Record<string, string>[] = [
      {},
      { title: 'Bylaws' },
      { ...described, title: ' \t ' },
      { ...described, title: 'By\u0000laws' },
    ];
    for (const fields of refused) {
      expect(validate({ file: 'bytes', ...fields }), JSON.stringify(fields)).toBe(false);
      expect((await post('/document-uploads', fields, pdf)).status, JSON.stringify(fields)).toBe(400);
    }
    const allowed: Record<string, string>[] = [
      { ...described, title: ' Bylaws 2026\n' },
      { document_id: '999999' },
    ];
    for (const fields of allowed) {
      const typed = 'document_id' in fields ? { document_id: 999_999 } : fields;
      expect(validate({ file: 'bytes', ...typed }), JSON.stringify(fields)).toBe(true);
      // Past the form: the bytes are no readable PDF (422) or the document does not exist (404).
      expect([404, 422], JSON.stringify(fields)).toContain(
        (await post('/document-uploads', fields, pdf)).status,
      );
    }
    expect(content('/document-uploads').encoding).toEqual({ file: { contentType: 'application/pdf' } });
    // An empty file is no file: the document says so in words, which ajv cannot judge for binary text.
    expect(String(content('/uploads').schema.description)).toContain(
      'an empty file is 400 (`uploads.missing`)',
    );
    const empty = await post('/uploads', {}, []);
    expect([empty.status, empty.text.includes('uploads.missing')]).toEqual([400, true]);
    expect((await post('/uploads', {}, [0xff, 0xd8, 0xff, 0x00])).status).not.toBe(400);
  });

  it('an annual general meeting needs its audit date, in words', () => {
    expect(descriptionOf('post', '/meetings')).toContain(
      '`kind` is `annual_general` and `audit_completed_on` is missing or null',
    );
  });
});
