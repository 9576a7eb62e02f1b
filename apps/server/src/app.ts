import { join } from 'node:path';
import type { DbHandle } from '@samity/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './env';
import { loggerOptions } from './logger';
import { registerHealth } from './plugins/health';
import { registerMembershipForm } from './plugins/membership-form';
import { registerRequestForgeryGuard } from './plugins/request-forgery';
import { registerRest } from './plugins/rest';
import { registerSecurityHeaders } from './plugins/security';
import { registerCookies } from './plugins/session-cookies';
import { registerTrpc } from './plugins/trpc';
import { registerUploadsStatic } from './plugins/uploads-static';
import { registerWebApp } from './plugins/web-app';

export interface AppDeps {
  config: Config;
  db: DbHandle;
  /** The clock of sessions and throttling; tests pass a fake one to reach expiry without waiting. */
  clock?: () => Date;
  /** Where logs go (default stdout); tests capture them to prove no secret is logged. */
  logStream?: { write(line: string): void };
}

/** Composition root: builds the whole server without listening (tests use app.inject). */
export async function buildApp({ config, db, clock, logStream }: AppDeps): Promise<FastifyInstance> {
  const now = clock ?? (() => new Date());
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1_048_576,
  });
  await registerSecurityHeaders(app);
  registerRequestForgeryGuard(app, config.publicOrigin);
  await registerCookies(app);
  registerHealth(app, db);
  await registerTrpc(app, db.db, now);
  await registerRest(app, db.db, config.publicOrigin, now);
  await registerUploadsStatic(app, join(config.dataDir, 'uploads'));
  registerMembershipForm(app);
  await registerWebApp(app, config.webDistDir);
  return app;
}
