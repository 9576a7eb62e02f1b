import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '@samity/db';
import { isPrivateKey, PRIVATE_KEY_PREFIX, type StorageDriver } from '../images';
import type { Logger } from '../service-context';
import { countVersionsWithKey, moveVersionKey, versionsWithKeysOutside } from './documents.queries';

/**
 * Where a document version's file is kept: a private key (never given a public address, never served by
 * /uploads, outside the bucket's public prefix on S3) with 128 random bits, so it cannot be worked out from
 * the file, the document or its version. Public and members-only documents alike: only the download route
 * reads them, after deciding who may, so making a document members-only leaves no public copy anywhere.
 */
export function newDocumentKey(): string {
  return `${PRIVATE_KEY_PREFIX}documents/${randomBytes(16).toString('hex')}.pdf`;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Moves files stored before documents had private keys (`documents/<content hash>.pdf`, which with
 * S3_PUBLIC_URL lay under the bucket's public address) to private keys, and removes the old objects. Run at
 * start; with nothing to move it is one query. Safe with several instances at once: a row moves only from
 * the key it was read with (the loser of a race removes its own copy), and an old object is removed only
 * when no version refers to it any more.
 */
export async function relocateDocumentFiles(deps: {
  db: Db;
  storage: StorageDriver;
  log: Logger;
}): Promise<{ moved: number }> {
  const { db, storage, log } = deps;
  let moved = 0;
  for (const row of await versionsWithKeysOutside(db, PRIVATE_KEY_PREFIX)) {
    if (isPrivateKey(row.storage_key)) continue;
    const object = await storage.get(row.storage_key);
    if (!object) {
      log.error({ key: row.storage_key, versionId: row.id }, 'a document version has no stored file to move');
      continue;
    }
    const data = await readAll(object.body);
    const key = newDocumentKey();
    await storage.put(key, data, 'application/pdf');
    if (await moveVersionKey(db, row.id, row.storage_key, key)) moved += 1;
    else await storage.delete(key);
    if ((await countVersionsWithKey(db, row.storage_key)) === 0) await storage.delete(row.storage_key);
  }
  if (moved) log.info({ event: 'documents.relocated', count: moved }, 'moved document files to private keys');
  return { moved };
}
