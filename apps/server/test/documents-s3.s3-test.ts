import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { createS3Storage } from '@samity/api/s3-storage';
import { createApiKey, createMember, loginAs } from '@samity/api/testing';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/env';
import { buildTestApp, cookieFor, type TestApp } from './helpers';
import { multipart, type Part } from './upload-fixtures';

/**
 * Members-only documents on S3 with S3_PUBLIC_URL set, the setting under which the bucket's objects are
 * addressable by anyone (docs/documents.md). The stand-in (s3rver) answers every anonymous GET, like a bucket
 * whose policy makes everything public, so these tests show what the server controls: no document file is
 * ever under the address S3_PUBLIC_URL serves, its key comes from nothing a caller sees, and the download
 * route is the only way to it, after the access check.
 */
const endpoint = process.env.S3_TEST_ENDPOINT!;
const bucket = process.env.S3_TEST_BUCKET ?? 'samity-test';
const privateBucket = `${bucket}-papers`;
const credentials = {
  accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? 'S3RVER',
  secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? 'S3RVER',
};
const run = `run-${randomBytes(4).toString('hex')}`;
const prefix = `${run}/site`;
const publicUrl = `${endpoint}/${bucket}`;

const s3Env = (extra: Record<string, string> = {}) => ({
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: endpoint,
  S3_REGION: process.env.S3_TEST_REGION ?? 'us-east-1',
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  S3_PREFIX: prefix,
  S3_PUBLIC_URL: publicUrl,
  ...extra,
});

let client: S3Client;
beforeAll(async () => {
  client = createS3Storage({
    endpoint,
    region: 'us-east-1',
    bucket,
    credentials,
    forcePathStyle: true,
    prefix: undefined,
    publicUrl: undefined,
  }).client;
  for (const Bucket of [bucket, privateBucket])
    await client.send(new CreateBucketCommand({ Bucket })).catch((error) => {
      if (!/BucketAlready(Exists|OwnedByYou)/.test(String(error?.name))) throw error;
    });
});

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

async function keysUnder(Bucket: string, Prefix: string): Promise<string[]> {
  const res = await client.send(new ListObjectsV2Command({ Bucket, Prefix }));
  return (res.Contents ?? []).map((o) => o.Key!).sort();
}

/** Every object under the public address, fetched the way anyone on the internet could: none may be a PDF. */
async function expectNoPdfServedPublicly() {
  const keys = await keysUnder(bucket, `${prefix}/`);
  for (const key of keys) {
    const res = await fetch(`${publicUrl}/${key}`);
    const head = Buffer.from(await res.arrayBuffer())
      .subarray(0, 5)
      .toString('latin1');
    expect(head, key).not.toBe('%PDF-');
  }
}

interface Uploaded {
  id: number;
  latest: { url: string; version: number };
}

function documentTests(
  name: string,
  env: () => Record<string, string>,
  privatePlace: () => [string, string],
) {
  describe(name, () => {
    let t: TestApp;
    let admin: string;
    let member: string;
    let apiKey: string;
    beforeAll(async () => {
      t = await buildTestApp(env());
      admin = await cookieFor(t, 'Full_Access');
      member = (await loginAs(t.db.db, await createMember(t.db.db))).header();
      apiKey = (await createApiKey(t.db.db, { privilege: 'Full_Access+' })).secret;
    });
    afterAll(async () => {
      await t?.close();
    });

    async function upload(title: string, visibility: 'public' | 'members', pdf?: Buffer): Promise<Uploaded> {
      const parts: Part[] = [
        { name: 'title', data: title },
        { name: 'category', data: 'minutes' },
        { name: 'visibility', data: visibility },
        { name: 'file', data: pdf ?? (await realPdf(title)), filename: 'minutes.pdf' },
      ];
      const body = multipart(parts);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/document-uploads',
        headers: { ...body.headers, cookie: admin },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    }

    const storageKeyOf = async (id: number) =>
      (
        await t.db.db
          .selectFrom('document_versions')
          .select(['storage_key', 'sha256'])
          .where('document_id', '=', id)
          .executeTakeFirstOrThrow()
      ).storage_key;

    const state = async () => {
      const [privBucket, privPrefix] = privatePlace();
      return {
        publicObjects: await keysUnder(bucket, `${prefix}/`),
        privateObjects: await keysUnder(privBucket, `${privPrefix}/`),
        versions: await t.db.db.selectFrom('document_versions').selectAll().orderBy('id').execute(),
        documents: await t.db.db.selectFrom('documents').selectAll().orderBy('id').execute(),
        audit: await t.db.db.selectFrom('audit_log').select(['id', 'action']).orderBy('id').execute(),
      };
    };

    it('keeps a members-only file outside the public address, under a key nothing reveals', async () => {
      const pdf = await realPdf('Committee minutes, members only');
      const doc = await upload('Committee minutes', 'members', pdf);
      const key = await storageKeyOf(doc.id);
      expect(key).toMatch(/^private\/documents\/[0-9a-f]{32}\.pdf$/);
      const [privBucket, privPrefix] = privatePlace();
      const objectKey = `${privPrefix}/${key.slice('private/'.length)}`;
      expect(await keysUnder(privBucket, objectKey)).toEqual([objectKey]);
      expect(objectKey.startsWith(`${prefix}/`)).toBe(false);
      await expectNoPdfServedPublicly();

      // Where the file used to be kept (its content hash under the public prefix) holds nothing.
      const { sha256 } = await t.db.db
        .selectFrom('document_versions')
        .select('sha256')
        .where('document_id', '=', doc.id)
        .executeTakeFirstOrThrow();
      const old = await fetch(`${publicUrl}/${prefix}/documents/${sha256.slice(0, 32)}.pdf`);
      expect(old.status).toBe(404);

      // Nothing a reader is told names the key: not the list, not the document, not the download.
      const random = key.slice('private/documents/'.length, -'.pdf'.length);
      const answers = [
        await t.app.inject({ method: 'GET', url: '/api/member/documents', headers: { cookie: member } }),
        await t.app.inject({
          method: 'GET',
          url: `/api/member/documents/${doc.id}`,
          headers: { cookie: member },
        }),
        await t.app.inject({
          method: 'GET',
          url: `/api/documents-admin/${doc.id}`,
          headers: { authorization: `Bearer ${apiKey}` },
        }),
        await t.app.inject({ method: 'GET', url: doc.latest.url, headers: { cookie: member } }),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(200);
        expect(JSON.stringify(res.headers)).not.toContain(random);
        expect(res.rawPayload.toString('latin1')).not.toContain(random);
      }
      expect(answers[3]!.rawPayload.equals(pdf)).toBe(true);
    });

    it('refuses the file to a visitor and to an API key, through every address, and changes nothing', async () => {
      const doc = await upload('Audit report, members only', 'members');
      const key = await storageKeyOf(doc.id);
      const before = await state();
      const refused = [
        await t.app.inject({ method: 'GET', url: doc.latest.url }),
        await t.app.inject({
          method: 'GET',
          url: doc.latest.url,
          headers: { authorization: `Bearer ${apiKey}` },
        }),
        await t.app.inject({ method: 'GET', url: `/api/documents/${doc.id}` }),
        await t.app.inject({ method: 'GET', url: `/api/member/documents/${doc.id}` }),
        await t.app.inject({
          method: 'GET',
          url: `/api/member/documents/${doc.id}`,
          headers: { authorization: `Bearer ${apiKey}` },
        }),
        await t.app.inject({ method: 'GET', url: `/uploads/${key}` }),
        await t.app.inject({ method: 'GET', url: `/uploads/${key.replace(/^private\//, '')}` }),
      ];
      expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 401, 401, 404, 404]);
      for (const res of refused) expect(res.rawPayload.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
      expect(await fetch(`${publicUrl}/${prefix}/${key}`).then((r) => r.status)).toBe(404);
      expect(await state()).toEqual(before);
      // The member still reads it.
      const res = await t.app.inject({ method: 'GET', url: doc.latest.url, headers: { cookie: member } });
      expect(res.statusCode).toBe(200);
    });

    it('making a public document members-only and back moves no file and leaves no public copy', async () => {
      const doc = await upload('Circular', 'public');
      const open = await t.app.inject({ method: 'GET', url: doc.latest.url });
      expect(open.statusCode).toBe(200);
      expect(open.headers['cache-control']).toBe('public, no-cache');
      const before = await state();
      for (const visibility of ['members', 'public', 'members'] as const) {
        const res = await t.app.inject({
          method: 'PATCH',
          url: `/api/documents-admin/${doc.id}`,
          headers: { cookie: admin, 'content-type': 'application/json' },
          payload: { title: 'Circular', category: 'circular', visibility },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const after = await state();
      expect(after.publicObjects).toEqual(before.publicObjects);
      expect(after.privateObjects).toEqual(before.privateObjects);
      await expectNoPdfServedPublicly();
      const etag = open.headers.etag as string;
      const revalidated = await t.app.inject({
        method: 'GET',
        url: doc.latest.url,
        headers: { 'if-none-match': etag },
      });
      expect(revalidated.statusCode).toBe(404);
    });

    it('moves a file kept at its old public content-hash address to a private key when the server starts', async () => {
      const pdf = await realPdf('Bylaws of 2019');
      const doc = await upload('Bylaws 2019', 'members', pdf);
      const storage = createS3Storage(
        (({ driver: _driver, ...rest }) => rest)(
          loadConfig({ DATA_DIR: t.dataDir, ...env() }).uploads.storage as Extract<
            ReturnType<typeof loadConfig>['uploads']['storage'],
            { driver: 's3' }
          >,
        ),
      );
      const row = await t.db.db
        .selectFrom('document_versions')
        .select(['id', 'storage_key', 'sha256'])
        .where('document_id', '=', doc.id)
        .executeTakeFirstOrThrow();
      const legacyKey = `documents/${row.sha256.slice(0, 32)}.pdf`;
      await storage.put(legacyKey, pdf, 'application/pdf');
      await storage.delete(row.storage_key);
      await t.db.db
        .updateTable('document_versions')
        .set({ storage_key: legacyKey })
        .where('id', '=', row.id)
        .execute();
      expect(await fetch(`${publicUrl}/${prefix}/${legacyKey}`).then((r) => r.status)).toBe(200);

      const second = await buildApp({
        config: loadConfig({
          DATA_DIR: t.dataDir,
          WEB_DIST_DIR: join(t.dataDir, 'web'),
          LOG_LEVEL: 'silent',
          ...env(),
        }),
        db: t.db,
      });
      try {
        await second.ready();
        expect(await fetch(`${publicUrl}/${prefix}/${legacyKey}`).then((r) => r.status)).toBe(404);
        await expectNoPdfServedPublicly();
        expect(await storageKeyOf(doc.id)).toMatch(/^private\/documents\/[0-9a-f]{32}\.pdf$/);
        const res = await second.inject({ method: 'GET', url: doc.latest.url, headers: { cookie: member } });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(pdf)).toBe(true);
        expect((await second.inject({ method: 'GET', url: doc.latest.url })).statusCode).toBe(404);
      } finally {
        await second.close();
      }
    });
  });
}

documentTests(
  'members-only documents on S3, private prefix beside the public one',
  () => s3Env(),
  () => [bucket, `private/${prefix}`],
);

documentTests(
  'members-only documents on S3, in a private bucket',
  () => s3Env({ S3_PRIVATE_BUCKET: privateBucket, S3_PRIVATE_PREFIX: `${run}-papers` }),
  () => [privateBucket, `${run}-papers`],
);
