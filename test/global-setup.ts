import { migrateAndSeed } from '@samity/api/testing';
import { createDb } from '@samity/db';
import { createDatabase, dropDatabasesWithPrefix } from '@samity/db/testing';

/**
 * With DATABASE_URL, migrate and seed one template database for this run; each test file clones it
 * (createTestDb reads the name from SAMITY_TEST_DB_TEMPLATE, inherited by the test workers).
 * The name carries the process id so concurrent runs on one server never touch each other's databases.
 */
export default async function setup() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return;
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
