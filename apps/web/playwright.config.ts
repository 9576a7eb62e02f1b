import { defineConfig, devices } from '@playwright/test';
import { disableFeaturesSwitch } from './e2e/chromium-args';

/**
 * Browser journeys on the built app, in Debian's chromium (Playwright cannot download browsers here).
 * The servers are the real one: e2e/serve.mjs gives each a fresh database (a new PGlite directory, or a new
 * PostgreSQL database when DATABASE_URL is set) with the demo seed. Journeys that change what others read,
 * or need settings of their own, start further servers (e2e/journey-server.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** Each project has a server (and database) of its own: desktop on port, mobile on port + 1. */
const ports = { desktop: port, mobile: port + 1 };
const urlOf = (at: number) => `http://127.0.0.1:${at}`;
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
    disableFeaturesSwitch,
  ],
};

export default defineConfig({
  testDir: './e2e',
  // The two widths run side by side, each on its own server, and within a width the journeys run one after
  // another (they share that server's data: the second of two journeys may find what the first one wrote).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The failure-context reporter prints what a failed journey's page showed (CI keeps only the output).
  reporter: [['list'], ['./e2e/failure-context-reporter.ts']],
  timeout: 30_000,
  // An assertion waits up to 10 s (Playwright's default is 5): on the two-core CI machine, busy with two
  // browsers and two servers, a page's code arriving late is not what a journey tests (speed is measured by
  // the benchmarks in bench/, never by a journey's clock).
  expect: { timeout: 10_000 },
  use: { launchOptions: chromium, trace: 'off' },
  projects: [
    // A journey about one screen width is tagged @desktop-only or @mobile-only and runs in that project
    // alone (rather than being skipped in the other). Each project comes from an address of its own (the
    // server trusts the proxy header, as in production), so the logins of one project's journeys do not use up
    // the login-throttling budget of the other's.
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      workers: 1,
      use: {
        baseURL: urlOf(ports.desktop),
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
        extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.1' },
      },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      workers: 1,
      use: {
        baseURL: urlOf(ports.mobile),
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 740 },
        // A phone's touch, user agent and 375 CSS px, drawn at one device pixel per CSS pixel: the journeys test
        // behaviour and layout, and Pixel 5's 2.75 made the software rasteriser paint 7.6 times the pixels.
        deviceScaleFactor: 1,
        launchOptions: chromium,
        extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.2' },
      },
    },
  ],
  webServer: Object.values(ports).map((at) => ({
    command: 'node e2e/serve.mjs',
    url: `${urlOf(at)}/healthz`,
    env: { E2E_PORT: String(at) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
