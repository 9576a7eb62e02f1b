import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

/**
 * A login page asked to return somewhere (?next=) is served like any page: the server never redirects on the
 * parameter, so it cannot be made to send anyone to another site; which return the page accepts is
 * safeReturnPath's (packages/domain/test/return-path.test.ts), and the journey checks the browser's side.
 */
const t = useTestApp();

describe('login pages with a return address', () => {
  it('answer the app with 200 and no redirect, whatever the return address says', async () => {
    for (const next of ['/Financial', '//evil.example', 'https://evil.example', '/\\evil.example']) {
      for (const login of ['/AdminLogin', '/MemberLogin', '/adminlogin']) {
        const url = `${login}?next=${encodeURIComponent(next)}`;
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers.location, url).toBeUndefined();
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body, url).not.toContain('evil.example');
      }
    }
  });

  it('answers an admin or member address in any letter case with the app, and an unknown one with 404', async () => {
    for (const path of ['/financial', '/ACTION', '/memberdashboard', '/stocklist'])
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/financial-secrets' })).statusCode).toBe(404);
  });
});
