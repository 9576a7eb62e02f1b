import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DbHandle } from '@samity/db';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../plugins/error-answers';

/** Where a running server on the embedded database tells `npm run db:backup` how to reach it. */
export const backupEndpointFile = (dataDir: string) => join(dataDir, 'backup-endpoint.json');
export const BACKUP_PATH = '/internal/backup';
export const BACKUP_TOKEN_HEADER = 'x-backup-token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The embedded database's backup, served by the process that holds it (packages/db/src/embedded-backup.ts says
 * why it cannot be copied from outside). Only for a caller on this machine that can read DATA_DIR: the request
 * must come from a loopback address (the socket's, never a forwarded header) and carry the random token this
 * process wrote to DATA_DIR/backup-endpoint.json (mode 0600), the same directory whose files it protects.
 * Anyone else gets a 404, as for any unknown path. Not part of the API: absent from /api and OpenAPI.
 */
export function registerEmbeddedBackup(app: FastifyInstance, db: DbHandle, dataDir: string): void {
  const dump = db.dumpEmbedded;
  if (!dump) return;
  const token = randomBytes(32).toString('hex');
  const file = backupEndpointFile(dataDir);

  app.get(BACKUP_PATH, async (request, reply) => {
    const given = request.headers[BACKUP_TOKEN_HEADER];
    const fromHere = LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!fromHere || typeof given !== 'string' || !sameToken(given, token)) throw notFound();
    const started = Date.now();
    const archive = Buffer.from(await (await dump()).arrayBuffer());
    request.log.info({ bytes: archive.length, ms: Date.now() - started }, 'embedded database backup taken');
    return reply.header('cache-control', 'no-store').header('content-type', 'application/gzip').send(archive);
  });

  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return;
    writeFileSync(file, JSON.stringify({ port: address.port, token }), { mode: 0o600 });
  });
  app.addHook('onClose', async () => {
    rmSync(file, { force: true });
  });
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
