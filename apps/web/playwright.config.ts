import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys on the built app, in Debian's chromium (Playwright cannot download browsers here).
 * The server is the real one: e2e/serve.mjs gives it a fresh database (a new PGlite directory, or a new
 * PostgreSQL database when DATABASE_URL is set) with the demo seed.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: { baseURL, launchOptions: chromium, trace: 'off' },
  projects: [
    // A journey about one screen width is tagged @desktop-only or @mobile-only and runs in that project
    // alone (rather than being skipped in the other). Each project comes from an address of its own (the
    // server trusts the proxy header, as in production), so the logins of one project's journeys do not use up
    // the login-throttling budget of the other's.
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
        extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.1' },
      },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 740 },
        launchOptions: chromium,
        extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.2' },
      },
    },
  ],
  webServer: {
    command: `node e2e/serve.mjs`,
    url: `${baseURL}/healthz`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
