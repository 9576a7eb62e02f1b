import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_ROUTES, robotsTxt } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/env';
import { useTestApp } from './helpers';

const t = useTestApp();

describe('robots.txt', () => {
  it('is derived from the route tables and keeps crawlers out of every admin page', async () => {
    // A forged Host changes nothing: without PUBLIC_ORIGIN the address is this server's own on this computer.
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    // The route tables' rules, then where the sitemap is (at this site's own address).
    expect(res.body).toBe(`${robotsTxt()}Sitemap: http://localhost:3000/sitemap.xml\n`);
    for (const path of ADMIN_ROUTES) expect(res.body).toContain(`Disallow: ${path}`);
  });

  it('wins over a robots.txt left in an older web build', async () => {
    const webDistDir = join(t.dataDir, 'web');
    writeFileSync(join(webDistDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    const config = loadConfig({ DATA_DIR: t.dataDir, WEB_DIST_DIR: webDistDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db: t.db });
    try {
      const body = (await app.inject({ method: 'GET', url: '/robots.txt' })).body;
      expect(body.startsWith(robotsTxt())).toBe(true);
      expect(body).not.toContain('Allow: /\n\n');
    } finally {
      await app.close();
    }
  });
});
