import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of a compressible type (the pages the server writes, such as a member's dues and the month's book,
 * and the API's JSON) go compressed to a browser that accepts it: a month's book page is 26 KB of HTML and
 * 5 KB of brotli, a round trip or two less on a phone's slow line before anything paints. Brotli at the
 * library's quality 4, quick enough for answers written per request. The built assets carry their own .br and
 * .gz (plugins/web-app.ts), and the shells the web app's fallback sends are a few KB: those are left as they
 * are. Behind the production proxy (infra/Caddyfile) an answer already compressed is passed on as it is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
}
