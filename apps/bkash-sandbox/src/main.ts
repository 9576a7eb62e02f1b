import { startSandbox } from './index.js';

/** `node dist/main.js`: the sandbox on PORT (default 3090), HOST (default 127.0.0.1). */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3090);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got '${process.env.PORT}'`);
  const sandbox = await startSandbox({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    publicOrigin: process.env.SANDBOX_PUBLIC_ORIGIN || undefined,
    logger: process.env.SANDBOX_LOG === 'true',
  });
  const { appKey, appSecret, username, password } = sandbox.credentials;
  console.log(`bKash SANDBOX (no real money) listening at ${sandbox.origin}
  BKASH_BASE_URL=${sandbox.baseUrl}
  BKASH_APP_KEY=${appKey}
  BKASH_APP_SECRET=${appSecret}
  BKASH_USERNAME=${username}
  BKASH_PASSWORD=${password}
  BKASH_SANDBOX=true
Payer: wallet 01770618575, verification code 123456, PIN 12121.
Failure injection: POST ${sandbox.origin}/__sandbox/next (see apps/bkash-sandbox/README.md).`);

  const shutdown = () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
