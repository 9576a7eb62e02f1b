import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateAndSeed } from '@samity/api/testing';
import { createDb } from '@samity/db';
import { createDatabase, dropDatabasesWithPrefix } from '@samity/db/testing';

/**
 * Migrate and seed one template database for this run, which each test file's database starts from
 * (createTestDb). With DATABASE_URL a PostgreSQL database that files clone, named in SAMITY_TEST_DB_TEMPLATE
 * (inherited by the test workers); the name carries the process id so concurrent runs on one server never
 * touch each other's databases. Without it a PGlite data directory dumped to a tarball that files load,
 * named in SAMITY_TEST_PGLITE_TEMPLATE.
 */
export default async function setup() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return pgliteTemplate();
  const template = `samity_tpl_${process.pid}`;
  await dropDatabasesWithPrefix(baseUrl, template);
  const url = await createDatabase(baseUrl, template);
  const handle = await createDb({ kind: 'postgres', url, poolSize: 2 });
  try {
    await migrateAndSeed(handle);
  } finally {
    await handle.close();
  }
  process.env.SAMITY_TEST_DB_TEMPLATE = template;
  return async () => {
    await dropDatabasesWithPrefix(baseUrl, template);
  };
}

async function pgliteTemplate() {
  const handle = await createDb({ kind: 'pglite', dataDir: null });
  let archive: Blob;
  try {
    await migrateAndSeed(handle);
    if (!handle.dumpEmbedded) throw new Error('an in-memory PGlite handle dumps its data directory');
    archive = await handle.dumpEmbedded();
  } finally {
    await handle.close();
  }
  const path = join(tmpdir(), `samity-pglite-tpl-${process.pid}.tar.gz`);
  await writeFile(path, Buffer.from(await archive.arrayBuffer()));
  process.env.SAMITY_TEST_PGLITE_TEMPLATE = path;
  return async () => {
    await rm(path, { force: true });
  };
}
