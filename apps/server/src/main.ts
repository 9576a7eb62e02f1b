import { DEMO_ADMINS, DEMO_MEMBERS } from '@samity/db';
import { buildApp } from './app';
import { registerEmbeddedBackup } from './backup/backup-endpoint';
import { loadConfig } from './env';
import { startMessageSandbox } from './notifications/local-sandbox';
import { startLocalSandbox } from './payments/local-sandbox';
import { createReadiness } from './plugins/health';
import { emptyDatabaseLines, openDatabase, runsTheDemo, startProblem } from './start';
import { createStorage } from './uploads/storage';
import { startImageSweeper } from './uploads/sweeper';

async function main(): Promise<void> {
  const configured = loadConfig();
  const problem = startProblem(configured);
  if (problem) throw new Error(problem);
  const storage = await createStorage(configured.uploads.storage, configured.dataDir);
  const db = await openDatabase(configured, storage, (msg) => console.log(msg));
  // After the database: the bKash sandbox asks it whether it holds the demo data.
  const sandbox = await startLocalSandbox(configured, db.db, (msg) => console.log(msg));
  const messages = await startMessageSandbox(
    sandbox?.config ?? configured,
    await runsTheDemo(configured, db),
  );
  const config = messages?.config ?? sandbox?.config ?? configured;
  const readiness = createReadiness();
  const app = await buildApp({ config, db, storage, readiness });
  registerEmbeddedBackup(app, db, config.dataDir);
  const sweeper = startImageSweeper({
    db: db.db,
    storage,
    intervalMinutes: config.uploads.sweepIntervalMinutes,
    graceSeconds: config.uploads.sweepGraceSeconds,
    log: app.log,
  });

  // A stop signal: /readyz turns 503 at once; after SHUTDOWN_DELAY_SECONDS the listener closes (new
  // connections are refused) and the requests in flight finish; then the database closes and the process
  // exits 0. Whatever is still running 10 seconds after the listener closed is cut off (exit 1).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    readiness.startDraining();
    app.log.info({ signal, delaySeconds: config.shutdownDelaySeconds }, 'shutting down: readiness now 503');
    await new Promise((done) => setTimeout(done, config.shutdownDelaySeconds * 1000));
    app.log.info('shutting down: listener closed, finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await sweeper.stop();
      await db.close();
      await sandbox?.close();
      await messages?.close();
    } finally {
      clearTimeout(force);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  printBanner(config.port, db.kind, config.seedDemoData, [
    ...(sandbox?.lines ?? []),
    ...(messages?.lines ?? []),
    ...(await emptyDatabaseLines(db)),
  ]);
}

function printBanner(port: number, kind: string, demo: boolean, sandboxLines: string[]): void {
  const lines = [`Samity is running at http://localhost:${port}  (database: ${kind})`];
  if (demo) {
    lines.push('Demo logins (demo data only):');
    for (const a of DEMO_ADMINS)
      lines.push(`  admin  ${a.privilege.padEnd(14)} phone ${a.phone}  password ${a.password}`);
    for (const m of DEMO_MEMBERS)
      lines.push(
        `  member ${m.memberNo.padEnd(14)} password ${m.password}${m.initial ? '  (initial password)' : ''}`,
      );
  }
  lines.push(...sandboxLines);
  console.log(lines.join('\n'));
}

// Start-up failures (a locked DATA_DIR, bad configuration, an unreachable database) carry messages written
// for the operator: print the message, not a stack trace.
main().catch((error) => {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
