import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server at serverUrl (a connection to any database of it, e.g.
 * .../postgres): one left over from an earlier run is dropped first, with its connections. Answers its URL.
 */
export async function createFreshDatabase(serverUrl, name) {
  // The name goes into DDL, which takes no parameters: only a plain identifier is accepted.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database (and ends its connections), for runs that leave nothing behind. */
export async function dropDatabase(serverUrl, name) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
