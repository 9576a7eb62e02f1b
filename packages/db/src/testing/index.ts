import pg from 'pg';

export { BENCH_SCALE, seedAtScale } from './scale-seed';

/**
 * Test databases on PostgreSQL: one migrated and seeded template per test run, and one clone per test
 * file (CREATE DATABASE ... TEMPLATE is a file copy, far faster than migrating and seeding again).
 */
function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quoteIdent = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unsafe database name ${name}`);
  return `"${name}"`;
};

export function createDatabase(baseUrl: string, name: string, template?: string): Promise<string> {
  return withAdminClient(baseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await client.query(
      `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`,
    );
    return databaseUrlFor(baseUrl, name);
  });
}

export function dropDatabase(baseUrl: string, name: string): Promise<void> {
  return withAdminClient(baseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  });
}

/** Drops every database whose name starts with prefix (leftovers of an interrupted run). */
export function dropDatabasesWithPrefix(baseUrl: string, prefix: string): Promise<void> {
  return withAdminClient(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [prefix],
    );
    for (const row of rows)
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(row.datname)} WITH (FORCE)`);
  });
}
