import { createAdmin, createMember } from '@samity/api/testing';
import { createSamityClient, type SamityClient } from '@samity/api-client';
import { Ajv2020 } from 'ajv/dist/2020';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

/**
 * The REST facade as an integrator sees it: a real listening server, the typed client generated from its
 * OpenAPI document (packages/api-client), and an API key. The types fail the type-check when the document
 * changes under a call; every answer is also checked at run time against the schema the live document gives
 * for it, so a server that answers what its document does not say fails here.
 */
const t = useTestApp();
let baseUrl: string;
let document: OpenApiDocument;
let adminCookie: string;

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
  components: object;
}

beforeAll(async () => {
  // An ephemeral port of the loopback interface: never one another server uses.
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
});

const ajv = new Ajv2020({ strict: false, validateFormats: false });

/** The answer matches the schema the document gives for this operation and status. */
function expectDocumented(path: string, method: string, response: Response, body: unknown): void {
  const answer = document.paths[path]?.[method]?.responses[String(response.status)];
  expect(answer, `${method.toUpperCase()} ${path} documents ${response.status}`).toBeDefined();
  const schema = answer!.content?.['application/json']?.schema;
  expect(schema, `${method.toUpperCase()} ${path} ${response.status} has a JSON schema`).toBeDefined();
  const validate = ajv.compile({ ...schema, components: document.components });
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}

/** The admin's session, logged in through the facade as a script would (no browser, no Origin). */
async function adminSession(client: SamityClient, phone: string, password: string): Promise<string> {
  const { data, response } = await client.POST('/admin/login', { body: { phone, password } });
  expect(data?.success).toBe(true);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('samity_admin_session='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

describe('the typed client against a running server', () => {
  // Ten calls over real HTTP, two argon2 hashes and a schema compile per answer: more than the default limit
  // on a busy machine.
  it('does an integrator’s day with an API key and fails cleanly once the key is revoked', {
    timeout: 120_000,
  }, async () => {
    const admin = await createAdmin(t.db.db, { privilege: 'Full_Access+', password: 'client-admin-pass-1' });
    const member = await createMember(t.db.db);
    const anonymous = createSamityClient({ baseUrl });
    adminCookie = await adminSession(anonymous, admin.phone, admin.password);

    // 1. The admin makes a key for the integrator; the secret is in this answer only.
    const made = await anonymous.POST('/api-keys', {
      body: { name: 'Typed client', privilege: 'Full_Access' },
      headers: { cookie: adminCookie },
    });
    expectDocumented('/api-keys', 'post', made.response, made.data);
    const secret = made.data!.secret;
    const client = createSamityClient({ baseUrl, apiKey: secret });

    // 2. Members, a page of them.
    const members = await client.GET('/active-members-admin', { params: { query: { limit: 5 } } });
    expectDocumented('/active-members-admin', 'get', members.response, members.data);
    expect(members.data!.length).toBeGreaterThan(0);
    expect(members.response.headers.get('ratelimit-limit')).not.toBeNull();

    // 3. A deposit, read back with the member's entries.
    const deposit = await client.POST('/financial-debts', {
      body: {
        member_no: member.memberNo,
        source: 'Bank transfer',
        date: '2026-11-10',
        method: 'bank',
        amount: 1500.25,
        // The member owes no deposit: an entry is an advance, recorded once confirmed.
        confirm_overpayment: true,
      },
    });
    expectDocumented('/financial-debts', 'post', deposit.response, deposit.data);
    const entries = await client.GET('/financial-debts/{member_no}', {
      params: { path: { member_no: member.memberNo } },
    });
    expectDocumented('/financial-debts/{member_no}', 'get', entries.response, entries.data);
    expect(entries.data!.map((e) => [e.id, e.amount])).toEqual([[deposit.data!.id, 1500.25]]);

    // 4. A ledger entry, read back from the ledger.
    const entry = await client.POST('/financial-expenses', {
      body: {
        type: 'Income',
        date: '2026-11-10',
        source: 'Typed client interest',
        method: 'bank',
        note: 'From the integration test',
        amount: 99.5,
        receipt: '',
      },
    });
    expectDocumented('/financial-expenses', 'post', entry.response, entry.data);
    const ledger = await client.GET('/financial-expenses', { params: { query: { limit: 10 } } });
    expectDocumented('/financial-expenses', 'get', ledger.response, ledger.data);
    expect(ledger.data!.entries.find((e) => e.id === entry.data!.id)).toMatchObject({
      source: 'Typed client interest',
      amount: 99.5,
    });

    // 5. Revoked: the next call fails with the documented 401 and ErrorBody, nothing thrown.
    const revoked = await anonymous.DELETE('/api-keys/{id}', {
      params: { path: { id: made.data!.key.id } },
      headers: { cookie: adminCookie },
    });
    expectDocumented('/api-keys/{id}', 'delete', revoked.response, revoked.data);
    const refused = await client.GET('/active-members-admin', { params: { query: { limit: 5 } } });
    expect(refused.response.status).toBe(401);
    expect(refused.data).toBeUndefined();
    expectDocumented('/active-members-admin', 'get', refused.response, refused.error);
    expect(refused.error).toMatchObject({ code: 'UNAUTHORIZED', data: { key: 'apiKeys.invalid' } });
  });
});
