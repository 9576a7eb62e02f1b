import { createPublicReadCache } from '@samity/api';
import type { StorageDriver } from '@samity/api/images';
import type { DbHandle } from '@samity/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerStopAlertPage } from './alerts/stop-alert-page-route';
import { registerCarPages } from './car-pages/car-page-route';
import { siteOrigin, siteOriginOf } from './car-pages/site-origin';
import { registerSitemap } from './car-pages/sitemap-route';
import { registerDealerPages } from './dealer-pages/dealer-page-route';
import { registerDocumentRoutes } from './documents/documents-route';
import { registerVoterList } from './elections/voter-list-route';
import type { Config } from './env';
import { registerMonthlyBookPdf } from './finance/monthly-book-route';
import { registerSignedInPages } from './first-content/signed-in-pages';
import { loggerOptions } from './logger';
import { registerMeetingFiles } from './meetings/meetings-route';
import { registerMembershipForm } from './membership-form/membership-form-route';
import { registerDeliveryWorker } from './notifications/delivery-timer';
import { serverSenders } from './notifications/senders';
import { registerBkashCallback } from './payments/bkash-callback-route';
import { serverPayments } from './payments/online-payments';
import { registerGatewayReconciliation } from './payments/reconcile-timer';
import { registerSandboxPages } from './payments/sandbox-pages';
import { registerPdfService } from './pdf/pdf-service';
import { registerAccessLog } from './plugins/access-log';
import { registerApiResponseHeaders } from './plugins/api-response-headers';
import { registerCompression } from './plugins/compression';
import { contextFactory } from './plugins/context';
import { registerErrorAnswers } from './plugins/error-answers';
import { createReadiness, type Readiness, registerHealth } from './plugins/health';
import { registerPublicAnswerCache } from './plugins/public-answer-cache';
import { registerRateLimitPruning } from './plugins/rate-limit-pruning';
import { registerRequestForgeryGuard } from './plugins/request-forgery';
import { registerRequestIds, requestIdGenerator } from './plugins/request-ids';
import { registerRequestLimits } from './plugins/request-limits';
import { registerRest } from './plugins/rest';
import { registerSecurityHeaders } from './plugins/security';
import { registerCookies } from './plugins/session-cookies';
import { registerTrpc } from './plugins/trpc';
import { trustsPeer } from './plugins/trusted-proxies';
import { registerWebApp } from './plugins/web-app';
import { registerReceipts } from './receipts/receipt-route';
import { registerRegisterFiles } from './registers/registers-route';
import { registerYearEndPack } from './registers/year-end-pack-route';
import { registerMemberStatements } from './statements/statements-route';
import { registerUploadsServing } from './uploads/serve-uploads';
import { createStorage } from './uploads/storage';
import { registerUploadRoute } from './uploads/upload-route';
import { registerVerificationCertificate } from './verification/certificate-route';
import { registerVerifyPage } from './verification/verify-page-route';
import { registerAnnualAccountsFiles } from './year-end/annual-accounts-route';
import { registerYearEndFiles } from './year-end/year-end-route';

export interface AppDeps {
  config: Config;
  db: DbHandle;
  /** The clock of sessions and throttling; tests pass a fake one to reach expiry without waiting. */
  clock?: () => Date;
  /** Where logs go (default stdout); tests capture them to prove no secret is logged. */
  logStream?: { write(line: string): void };
  /** Where images are stored; built from the configuration (STORAGE_DRIVER) when not given. */
  storage?: StorageDriver;
  /** Whether /readyz says ready; main.ts starts draining it at a stop signal. A fresh one when not given. */
  readiness?: Readiness;
}

/** Composition root: builds the whole server without listening (tests use app.inject). */
export async function buildApp({
  config,
  db,
  clock,
  logStream,
  storage,
  readiness = createReadiness(),
}: AppDeps): Promise<FastifyInstance> {
  const now = clock ?? (() => new Date());
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // Behind a reverse proxy: believe X-Forwarded-* only from the listed proxies (TRUST_PROXY), so a client
    // reaching this port directly cannot choose its address (the key of every per-address limit).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Request ids (plugins/request-ids.ts): ours unless a trusted proxy sent a well-formed one; logged as
    // `requestId`, the name error bodies use.
    genReqId: requestIdGenerator(trustsPeer(config.trustProxy)),
    requestIdHeader: false,
    requestIdLogLabel: 'requestId',
    // One line per request instead of two (plugins/access-log.ts).
    disableRequestLogging: true,
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1_048_576,
  });
  const { storage: storageConfig } = config.uploads;
  const imageOrigins =
    storageConfig.driver === 's3' && storageConfig.publicUrl ? [new URL(storageConfig.publicUrl).origin] : [];
  registerRequestIds(app);
  registerAccessLog(app);
  registerErrorAnswers(app);
  // The demo's bKash sandbox pages (only with the local sandbox): before the site's own headers and guard.
  registerSandboxPages(app, config.payments.sandboxPages);
  await registerSecurityHeaders(app, { imageOrigins });
  await registerCompression(app);
  registerRequestForgeryGuard(app, config.publicOrigin);
  registerRequestLimits(app);
  await registerCookies(app, { publicOrigin: config.publicOrigin });
  registerApiResponseHeaders(app);
  registerRateLimitPruning(app, { db: db.db, clock: now });
  registerHealth(app, db, readiness);
  const images = storage ?? (await createStorage(config.uploads.storage, config.dataDir));
  // One context factory for every entry point (tRPC, REST, the routes of our own, the timers).
  const payments = serverPayments(config, db.db, app.log);
  // Public lists are answered from this instance's cache; the database tells every instance what changed.
  const readCache = await createPublicReadCache(db, { maxBytes: config.publicReadCacheBytes, now });
  app.addHook('onClose', () => readCache.close());
  registerPublicAnswerCache(app, readCache);
  const senders = serverSenders(config.notifications);
  // Where links in messages point: the site's own address (site-origin.ts), never a request's Host header.
  const publicOrigin = siteOriginOf(config);
  const contextDeps = {
    db: db.db,
    clock: now,
    storage: images,
    payments,
    readCache,
    notifications: { channels: senders.channels, publicOrigin },
    humanProof: config.humanProof,
  };
  const createContext = contextFactory(contextDeps);
  await registerTrpc(app, createContext);
  // The REST facade alone also takes integrators' API keys (decision 013).
  const createRestContext = contextFactory({ ...contextDeps, acceptApiKeys: true });
  await registerRest(app, config.publicOrigin, createRestContext);
  // The routes that are not procedures: the same context, gates and error body (plugins/own-routes.ts).
  await registerUploadRoute(app, {
    db: db.db,
    storage: images,
    config: config.uploads,
    now,
    createContext,
  });
  registerUploadsServing(app, images);
  await registerDocumentRoutes(app, { db: db.db, storage: images, createContext });
  registerPdfService(app, config.pdf);
  registerMembershipForm(app);
  registerMemberStatements(app, createContext);
  registerYearEndFiles(app, createContext);
  registerRegisterFiles(app, createContext);
  registerYearEndPack(app, createContext);
  registerAnnualAccountsFiles(app, createContext);
  registerMonthlyBookPdf(app, createContext);
  registerVoterList(app, createContext);
  registerMeetingFiles(app, createContext);
  registerBkashCallback(app, createContext);
  // The server's own work gets its context from the same dependencies (plugins/context.ts serverContext).
  registerGatewayReconciliation(app, {
    context: contextDeps,
    intervalMinutes: config.payments.reconcileIntervalMinutes,
  });
  registerDeliveryWorker(app, {
    context: contextDeps,
    senders,
    intervalSeconds: config.notifications.intervalSeconds,
    maxAttempts: config.notifications.maxAttempts,
  });
  registerReceipts(app, createContext);
  // Car pages, the sitemap and robots.txt's pointer to it need the site's absolute address.
  const origin = siteOrigin(config);
  registerCarPages(app, { webDistDir: config.webDistDir, createContext, origin });
  registerDealerPages(app, { webDistDir: config.webDistDir, createContext, origin });
  registerSitemap(app, { createContext, origin });
  // The member's dues and the month's book written into their pages (first-content/, decision 023).
  registerSignedInPages(app, { webDistDir: config.webDistDir, createContext });
  registerStopAlertPage(app, config.webDistDir);
  registerVerificationCertificate(app, { createContext, origin });
  registerVerifyPage(app, { webDistDir: config.webDistDir, createContext });
  await registerWebApp(app, config.webDistDir, origin);
  return app;
}
