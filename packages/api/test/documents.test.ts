import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createContext } from '../src/context';
import { addDocumentVersion, createDocument } from '../src/services/documents/documents-admin.service';
import { checkPdf } from '../src/services/documents/pdf-check';
import { createFsStorage } from '../src/services/images/fs-storage';
import { createAdmin, loginAs, testCallers, useTestDb } from '../src/testing';
import { databaseFingerprint } from './db-fingerprint';

const handle = useTestDb();
const as = testCallers(handle);
const log = { info() {}, warn() {}, error() {} };

/** A small but well-formed PDF: header, one object, a cross-reference table and a trailer pointing at it. */
function pdf(text: string): Buffer {
  const head = `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Note (${text}) >>\nendobj\n`;
  const xref = head.length;
  return Buffer.from(
    `${head}xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    'latin1',
  );
}

/** An admin's service context with its own storage directory, as the upload route builds it. */
async function adminContext(privilege: 'Full_Access' | 'Full_Access+' = 'Full_Access') {
  const admin = await createAdmin(handle.db, { privilege });
  const cookies = await loginAs(handle.db, admin);
  const rootDir = mkdtempSync(join(tmpdir(), 'samity-documents-'));
  const storage = createFsStorage({ rootDir });
  const ctx = createContext({
    db: handle.db,
    log,
    request: { ip: '127.0.0.1', userAgent: 't' },
    cookies,
    storage,
  });
  const actor = (await ctx.auth.admin())!;
  return { ctx: { ...ctx, actor, storage }, rootDir, admin };
}

const files = (dir: string) =>
  readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.pdf'));

describe('the PDF check reads the content, not the name', () => {
  it('accepts a well-formed PDF and refuses others', () => {
    expect(checkPdf(pdf('ok'))).toBe('pdf');
    expect(checkPdf(Buffer.from('<html><script>alert(1)</script></html>'))).toBe('not-pdf');
    expect(checkPdf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('not-pdf');
    expect(checkPdf(pdf('cut').subarray(0, 60))).toBe('damaged');
    expect(checkPdf(Buffer.from('%PDF-1.7\nstartxref\n99999\n%%EOF'))).toBe('damaged');
  });
});

describe('documents: upload, versions, visibility', () => {
  it('keeps every version, newest first, and audits each upload', async () => {
    const { ctx } = await adminContext();
    const created = await createDocument(
      ctx,
      { title: 'Bylaws 2019', category: 'bylaws', visibility: 'public' },
      { data: pdf('v1'), fileName: 'C:\\scans\\bylaws "final".pdf' },
    );
    expect(created).toMatchObject({ title: 'Bylaws 2019', version_count: 1 });
    expect(created.latest.file_name).toBe('bylaws final.pdf');
    const updated = await addDocumentVersion(ctx, created.id, { data: pdf('v2'), fileName: 'bylaws-2024' });
    expect(updated.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(updated.latest).toMatchObject({ version: 2, file_name: 'bylaws-2024.pdf' });
    expect(updated.versions[1]!.url).toBe(`/api/documents/${created.id}/versions/1/file`);

    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'actor_admin_id'])
      .where('entity', '=', 'documents')
      .where('entity_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['document.create', 'document.version.create']);
    expect(audit.every((a) => a.actor_admin_id === ctx.actor.adminId)).toBe(true);
  });

  it('removes the file it stored when the version cannot be recorded (the document was removed meanwhile)', async () => {
    const { ctx, rootDir } = await adminContext();
    const created = await createDocument(
      ctx,
      { title: 'Circular 3', category: 'circular', visibility: 'members' },
      { data: pdf('c3'), fileName: 'c3.pdf' },
    );
    expect(files(rootDir)).toHaveLength(1);
    // Another admin removes the document while this upload's file is being written.
    const racing = {
      ...ctx,
      storage: {
        ...ctx.storage,
        async put(key: string, data: Buffer, type: string) {
          await ctx.storage.put(key, data, type);
          await handle.db
            .updateTable('documents')
            .set({ removed_at: new Date(), removed_by: ctx.actor.adminId })
            .where('id', '=', created.id)
            .execute();
        },
      },
    };
    await expect(
      addDocumentVersion(racing, created.id, { data: pdf('c3b'), fileName: 'c3b.pdf' }),
    ).rejects.toThrow(/not found/i);
    expect(files(rootDir)).toHaveLength(1);
  });

  it('refuses a non-PDF named .pdf, and stores and writes nothing', async () => {
    const { ctx, rootDir } = await adminContext();
    const before = await databaseFingerprint(handle.db);
    await expect(
      createDocument(
        ctx,
        { title: 'Fake', category: 'circular', visibility: 'public' },
        { data: Buffer.from('<html>not a pdf</html>'), fileName: 'circular.pdf' },
      ),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', key: 'documents.notPdf' });
    await expect(
      createDocument(
        ctx,
        { title: 'Cut', category: 'circular', visibility: 'public' },
        { data: pdf('cut').subarray(0, 70), fileName: 'cut.pdf' },
      ),
    ).rejects.toMatchObject({ code: 'UNPROCESSABLE_CONTENT' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
    expect(files(rootDir)).toEqual([]);
  });

  it('shows members-only documents to members and admins, never to visitors', async () => {
    const { ctx } = await adminContext();
    const secret = await createDocument(
      ctx,
      { title: 'Audit report 2025', category: 'audit_report', visibility: 'members' },
      { data: pdf('audit'), fileName: 'audit.pdf' },
    );
    const open = await createDocument(
      ctx,
      { title: 'Registration certificate', category: 'registration', visibility: 'public' },
      { data: pdf('reg'), fileName: 'reg.pdf' },
    );
    const visitor = as.anonymous();
    const publicIds = (await visitor.public.documents.list({ limit: 100 })).entries.map((d) => d.id);
    expect(publicIds).toContain(open.id);
    expect(publicIds).not.toContain(secret.id);
    await expect(visitor.public.documents.get({ id: secret.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    const member = await as.member();
    const memberList = await member.member.documents.list({ limit: 100 });
    expect(memberList.entries.map((d) => d.id)).toContain(secret.id);
    expect(memberList.entries.every((d) => d.visibility === 'members')).toBe(true);
    expect((await member.member.documents.get({ id: secret.id })).title).toBe('Audit report 2025');

    const filtered = await (await as.admin('Full_Access')).admin.documents.list({ category: 'audit_report' });
    expect(filtered.entries.every((d) => d.category === 'audit_report')).toBe(true);
    expect(filtered.total).toBeGreaterThanOrEqual(1);
  });

  it('updates and removes (a soft delete), audited; removed documents leave every list', async () => {
    const { ctx } = await adminContext();
    const doc = await createDocument(
      ctx,
      { title: 'Circular 3', category: 'circular', visibility: 'public' },
      { data: pdf('c3'), fileName: 'c3.pdf' },
    );
    const admin = await as.admin('Full_Access');
    const changed = await admin.admin.documents.update({
      id: doc.id,
      title: 'Circular 3 (revised)',
      category: 'circular',
      visibility: 'members',
    });
    expect(changed).toMatchObject({ title: 'Circular 3 (revised)', visibility: 'members' });
    await expect(as.anonymous().public.documents.get({ id: doc.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await admin.admin.documents.delete({ id: doc.id })).toEqual({ success: true });
    const row = await handle.db
      .selectFrom('documents')
      .select(['removed_at', 'removed_by'])
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(row.removed_at).not.toBeNull();
    expect((await admin.admin.documents.list({ limit: 100 })).entries.map((d) => d.id)).not.toContain(doc.id);
    await expect(admin.admin.documents.delete({ id: doc.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const actions = await handle.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'documents')
      .where('entity_id', '=', String(doc.id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['document.create', 'document.update', 'document.delete']);
  });

  it('refuses bad input and lesser privileges, changing nothing', async () => {
    const { ctx } = await adminContext();
    const doc = await createDocument(
      ctx,
      { title: 'Minutes', category: 'minutes', visibility: 'members' },
      { data: pdf('m'), fileName: 'm.pdf' },
    );
    const admin = await as.admin('Full_Access');
    const finance = await as.admin('Finance_Access');
    const before = await databaseFingerprint(handle.db);
    await expect(
      admin.admin.documents.update({ id: doc.id, title: '   ', category: 'minutes', visibility: 'members' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      admin.admin.documents.update({
        id: doc.id,
        title: 'x',
        category: 'novel' as 'minutes',
        visibility: 'members',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(finance.admin.documents.delete({ id: doc.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as.anonymous().member.documents.get({ id: doc.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      addDocumentVersion(ctx, 999_999_999, { data: pdf('x'), fileName: 'x.pdf' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await databaseFingerprint(handle.db)).toEqual(before);
  });

  it('an API key may describe and remove documents but is refused as a member', async () => {
    const { ctx } = await adminContext();
    const doc = await createDocument(
      ctx,
      { title: 'Key test', category: 'circular', visibility: 'public' },
      { data: pdf('k'), fileName: 'k.pdf' },
    );
    const key = await as.apiKey('Full_Access');
    expect((await key.admin.documents.get({ id: doc.id })).id).toBe(doc.id);
    await expect(key.member.documents.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
