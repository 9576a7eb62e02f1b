import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * PGlite is a single connection. Kysely's PostgresDialect expects a pool, so this adapter hands out the one
 * connection to one borrower at a time (a promise queue). That keeps transactions exclusive: a transaction's
 * statements never interleave with another request's.
 */
export class PGlitePool implements PostgresPool {
  #tail: Promise<void> = Promise.resolve();

  constructor(private readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => released);
    await previous;
    const pglite = this.pglite;
    const client = {
      async query(sql: string, parameters: readonly unknown[]) {
        const result = await pglite.query(sql, parameters as unknown[]);
        return {
          rows: result.rows,
          rowCount: result.affectedRows ?? result.rows.length,
          command: commandOf(sql),
        };
      },
      release,
    };
    return client as unknown as PostgresPoolClient;
  }

  async end(): Promise<void> {
    await this.#tail;
    await this.pglite.close();
  }
}

/** Kysely reads `command` to report affected rows for INSERT/UPDATE/DELETE/MERGE. */
function commandOf(sql: string): string {
  const withoutComments = sql.replace(/^\s*(--[^\n]*\n|\/\*[\s\S]*?\*\/)*/g, '');
  const word = /^\s*(\w+)/.exec(withoutComments)?.[1]?.toUpperCase() ?? '';
  if (word === 'WITH') {
    const main = /\)\s*(INSERT|UPDATE|DELETE|MERGE|SELECT)\b/i.exec(sql)?.[1];
    return main?.toUpperCase() ?? 'SELECT';
  }
  return word;
}
