import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Stored images under /uploads. Names are content hashes (or fixed demo names), so a file never changes:
 * cache it for a year. No directory listing; dotfiles are never served.
 */
export async function registerUploadsStatic(app: FastifyInstance, uploadsDir: string): Promise<void> {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false, // set below: our policy, not the plugin's default
    list: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
