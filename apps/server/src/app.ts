import { join } from 'node:path';
import type { DbHandle } from '@samity/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './env';
import { loggerOptions } from './logger';
import { registerHealth } from './plugins/health';
import { registerMembershipForm } from './plugins/membership-form';
import { registerRest } from './plugins/rest';
import { registerSecurityHeaders } from './plugins/security';
import { registerTrpc } from './plugins/trpc';
import { registerUploadsStatic } from './plugins/uploads-static';
import { registerWebApp } from './plugins/web-app';

export interface AppDeps {
  config: Config;
  db: DbHandle;
}

/** Composition root: builds the whole server without listening (tests use app.inject). */
export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1_048_576,
  });
  await registerSecurityHeaders(app);
  registerHealth(app, db);
  await registerTrpc(app, db.db);
  await registerRest(app, db.db, config.publicOrigin);
  await registerUploadsStatic(app, join(config.dataDir, 'uploads'));
  registerMembershipForm(app);
  await registerWebApp(app, config.webDistDir);
  return app;
}
