import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { relocateDocumentFiles } from '@samity/api';
import { createFsStorage } from '@samity/api/images';
import { createApiKey, createMember, loginAs } from '@samity/api/testing';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, useTestApp } from './helpers';
import { filesUnder, multipart, type Part } from './upload-fixtures';

const t = useTestApp();
let admin: string;
let member: string;
beforeAll(async () => {
  admin = await cookieFor(t, 'Full_Access');
  member = (await loginAs(t.db.db, await createMember(t.db.db))).header();
});

/** A real PDF, as pdfkit writes it (what an office's scanner or word processor would hand us). */
function realPdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

const fields = (title: string, visibility: 'public' | 'members', category = 'bylaws'): Part[] => [
  { name: 'title', data: title },
  { name: 'category', data: category },
  { name: 'visibility', data: visibility },
];
const file = (data: Buffer, filename = 'file.pdf'): Part => ({
  name: 'file',
  data,
  filename,
  contentType: 'application/pdf',
});

function post(url: string, parts: Part[], headers: Record<string, string> = {}) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
}

// Document files are private keys (`private/documents/<random>.pdf`), under DATA_DIR/uploads/private/.
const documentsDir = () => join(t.dataDir, 'uploads', 'private', 'documents');
const rows = async () => ({
  documents: await t.db.db.selectFrom('documents').select('id').execute(),
  versions: await t.db.db.selectFrom('document_versions').select('id').execute(),
  audit: await t.db.db.selectFrom('audit_log').select('id').where('entity', '=', 'documents').execute(),
});

async function expectRefused(send: () => ReturnType<typeof post>, status: number, key: string) {
  const filesBefore = filesUnder(documentsDir());
  const before = await rows();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().data?.key ?? res.json().code).toBe(key);
  expect(filesUnder(documentsDir())).toEqual(filesBefore);
  expect(await rows()).toEqual(before);
}

async function upload(title: string, visibility: 'public' | 'members') {
  const res = await post(
    '/api/document-uploads',
    [...fields(title, visibility), file(await realPdf(title))],
    {
      cookie: admin,
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; latest: { url: string; version: number } };
}

describe('uploading documents', () => {
  it('stores a PDF with its first version, then a second version keeping the first', async () => {
    const filesBefore = filesUnder(documentsDir());
    const created = await upload('Bylaws', 'public');
    expect(created.latest.version).toBe(1);
    const added = filesUnder(documentsDir()).filter((f) => !filesBefore.includes(f));
    expect(added).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.pdf$/)]);
    // Never an address of /uploads, whatever the key: private files are read by the download route only.
    const direct = await t.app.inject({ method: 'GET', url: `/uploads/private/documents/${added[0]}` });
    expect(direct.statusCode).toBe(404);
    const second = await post(
      '/api/document-uploads',
      [
        { name: 'document_id', data: String(created.id) },
        file(await realPdf('Bylaws, amended 2025'), 'bylaws-2025.pdf'),
      ],
      { cookie: admin },
    );
    expect(second.statusCode, second.body).toBe(201);
    const body = second.json();
    expect(body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const first = await t.app.inject({ method: 'GET', url: body.versions[1].url });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a non-PDF with a .pdf name, a damaged PDF, an oversize file and a bad field; nothing stored', async () => {
    const pdf = await realPdf('ok');
    await expectRefused(
      () =>
        post(
          '/api/document-uploads',
          [...fields('x', 'public'), file(Buffer.from('<html><script>1</script>'))],
          { cookie: admin },
        ),
      415,
      'documents.notPdf',
    );
    await expectRefused(
      () =>
        post('/api/document-uploads', [...fields('x', 'public'), file(pdf.subarray(0, pdf.length - 200))], {
          cookie: admin,
        }),
      422,
      'documents.damagedPdf',
    );
    const huge = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)]);
    await expectRefused(
      () => post('/api/document-uploads', [...fields('x', 'public'), file(huge)], { cookie: admin }),
      413,
      'documents.tooLarge',
    );
    await expectRefused(
      () => post('/api/document-uploads', [...fields('x', 'public', 'novel'), file(pdf)], { cookie: admin }),
      400,
      'BAD_REQUEST',
    );
    await expectRefused(
      () =>
        post('/api/document-uploads', [{ name: 'document_id', data: '999999' }, file(pdf)], {
          cookie: admin,
        }),
      404,
      'documents.notFound',
    );
    await expectRefused(
      () => post('/api/document-uploads', fields('x', 'public'), { cookie: admin }),
      400,
      'documents.missing',
    );
  });

  it('lets only an admin who manages documents upload, never a member, a visitor or an API key', async () => {
    const pdf = await realPdf('x');
    const parts = () => [...fields('x', 'public'), file(pdf)];
    await expectRefused(() => post('/api/document-uploads', parts()), 401, 'auth.signInRequired');
    await expectRefused(
      () => post('/api/document-uploads', parts(), { cookie: member }),
      401,
      'auth.signInRequired',
    );
    const finance = await cookieFor(t, 'Finance_Access');
    await expectRefused(
      () => post('/api/document-uploads', parts(), { cookie: finance }),
      403,
      'auth.notAllowed',
    );
    const key = await createApiKey(t.db.db, { privilege: 'Full_Access+' });
    await expectRefused(
      () => post('/api/document-uploads', parts(), { authorization: `Bearer ${key.secret}` }),
      401,
      'auth.signInRequired',
    );
    await expectRefused(
      () =>
        post('/api/document-uploads', parts(), {
          cookie: admin,
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        }),
      403,
      'request.crossSite',
    );
  });
});

describe('downloading documents', () => {
  it('serves a public document to anyone as a sandboxed attachment, cacheable only with revalidation', async () => {
    const doc = await upload('Registration certificate', 'public');
    const res = await t.app.inject({ method: 'GET', url: doc.latest.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="file\.pdf"/);
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const etag = res.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: doc.latest.url,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // Made members-only, a cache revalidating its copy is told it is gone.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/documents-admin/${doc.id}`,
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: { title: 'Registration certificate', category: 'registration', visibility: 'members' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const stale = await t.app.inject({
      method: 'GET',
      url: doc.latest.url,
      headers: { 'if-none-match': etag },
    });
    expect(stale.statusCode).toBe(404);
  });

  it('stores the same file twice under two unrelated keys, neither derived from its content', async () => {
    const before = filesUnder(documentsDir());
    const pdf = await realPdf('Circular 7');
    for (const visibility of ['public', 'members'] as const) {
      const res = await post('/api/document-uploads', [...fields('Circular 7', visibility), file(pdf)], {
        cookie: admin,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const added = filesUnder(documentsDir()).filter((f) => !before.includes(f));
    expect(added).toHaveLength(2);
    const sha = createHash('sha256').update(pdf).digest('hex');
    for (const name of added) expect(sha.includes(name.replace('.pdf', ''))).toBe(false);
  });

  it('answers a visitor 404 for a members-only document, a member and an admin 200, private', async () => {
    const doc = await upload('Audit report 2025', 'members');
    const visitor = await t.app.inject({ method: 'GET', url: doc.latest.url });
    expect(visitor.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/documents/999999/versions/1/file' });
    expect(visitor.json().message).toBe(missing.json().message);
    for (const cookie of [member, admin]) {
      const res = await t.app.inject({ method: 'GET', url: doc.latest.url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toMatch(/^attachment/);
    }
    const rest = await t.app.inject({ method: 'GET', url: `/api/documents/${doc.id}` });
    expect(rest.statusCode).toBe(404);
  });

  it('a removed document is 404 for everyone; the removal is audited', async () => {
    const doc = await upload('Old circular', 'public');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents-admin/${doc.id}`,
      headers: { cookie: admin },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const headers of [{}, { cookie: admin }]) {
      expect((await t.app.inject({ method: 'GET', url: doc.latest.url, headers })).statusCode).toBe(404);
    }
    const audit = await t.db.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'documents')
      .where('entity_id', '=', String(doc.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['document.create', 'document.delete']);
  });

  it('moves a file stored under the old content-hash key to a private key, and removes the old one', async () => {
    const doc = await upload('Minutes 2024', 'members');
    const row = await t.db.db
      .selectFrom('document_versions')
      .select(['id', 'storage_key', 'sha256'])
      .where('document_id', '=', doc.id)
      .executeTakeFirstOrThrow();
    const storage = createFsStorage({ rootDir: join(t.dataDir, 'uploads') });
    const legacyKey = `documents/${row.sha256.slice(0, 32)}.pdf`;
    const bytes = readFileSync(join(t.dataDir, 'uploads', row.storage_key));
    await storage.put(legacyKey, bytes, 'application/pdf');
    await storage.delete(row.storage_key);
    await t.db.db
      .updateTable('document_versions')
      .set({ storage_key: legacyKey })
      .where('id', '=', row.id)
      .execute();

    const log = { info: () => {}, warn: () => {}, error: () => {} };
    expect(await relocateDocumentFiles({ db: t.db.db, storage, log })).toEqual({ moved: 1 });
    expect(await storage.exists(legacyKey)).toBe(false);
    const moved = await t.db.db
      .selectFrom('document_versions')
      .select('storage_key')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(moved.storage_key).toMatch(/^private\/documents\/[0-9a-f]{32}\.pdf$/);
    const res = await t.app.inject({ method: 'GET', url: doc.latest.url, headers: { cookie: member } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(await relocateDocumentFiles({ db: t.db.db, storage, log })).toEqual({ moved: 0 });
  });

  it('answers 405 with Allow for other methods and 404 for a malformed address', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/documents/1/versions/1/file' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect((await t.app.inject({ method: 'GET', url: '/api/documents/x/versions/1/file' })).statusCode).toBe(
      404,
    );
  });
});
