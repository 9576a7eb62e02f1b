import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/plugins/web-app';

/** The web build writes .br and .gz beside each asset; the server hands out the one the browser takes. */
describe('precompressed web assets', () => {
  const app = Fastify();
  const source = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'samity-precompressed-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(join(dist, 'assets', 'app-1.js'), source);
    writeFileSync(join(dist, 'assets', 'app-1.js.br'), brotliCompressSync(source));
    writeFileSync(join(dist, 'assets', 'app-1.js.gz'), gzipSync(source));
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers brotli to a browser that takes it, with Vary and the long cache', async () => {
    const res = await app.inject({
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(source);
  });

  it('answers gzip when only gzip is accepted, and plain bytes otherwise', async () => {
    const gz = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(source);
    const plain = await app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });
});
