import { createServer, type Server } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSandboxPages } from '../src/payments/sandbox-pages';

/** The forward itself, against a stand-in that answers what it was sent. */
let upstream: Server;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      response.end(
        JSON.stringify({ method: request.method, url: request.url, headers: request.headers, body }),
      );
    });
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  const { port } = upstream.address() as { port: number };
  app = Fastify();
  registerSandboxPages(app, { origin: `http://127.0.0.1:${port}`, path: '/bkash-sandbox' });
  app.get('/site', () => ({ site: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await new Promise((done) => upstream.close(done));
});

describe('forwarding the sandbox’s payer pages', () => {
  it('forwards a form post with its body and status, without the site’s cookie or authorization', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/bkash-sandbox/pay/pin?lang=bn',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'samity_session=secret',
        authorization: 'Bearer secret',
      },
      payload: 'paymentId=TR1&pin=12121',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-upstream']).toBe('yes');
    const seen = res.json();
    expect(seen).toMatchObject({ method: 'POST', url: '/pay/pin?lang=bn', body: 'paymentId=TR1&pin=12121' });
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('leaves the rest of the site and the sandbox’s other routes alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/site' })).json()).toEqual({ site: true });
    for (const url of [
      '/bkash-sandbox/__sandbox/payments',
      '/bkash-sandbox/v1.2.0-beta/x',
      '/bkash-sandboxy/pay',
    ])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    const index = await app.inject({ method: 'GET', url: '/bkash-sandbox/' });
    expect(index.json().url).toBe('/');
    const font = await app.inject({ method: 'GET', url: '/bkash-sandbox/pay/bengali-700.woff2' });
    expect(font.json().url).toBe('/pay/bengali-700.woff2');
  });

  it('registers nothing without the local sandbox', async () => {
    const bare = Fastify();
    registerSandboxPages(bare, undefined);
    expect((await bare.inject({ method: 'GET', url: '/bkash-sandbox/pay' })).statusCode).toBe(404);
    await bare.close();
  });
});
