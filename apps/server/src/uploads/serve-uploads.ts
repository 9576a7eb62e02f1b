import { contentTypeOfKey, isPrivateKey, isValidKey, type StorageDriver } from '@samity/api/images';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../plugins/error-answers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<key>: stored images from whichever driver holds them (files, or an S3 bucket streamed through
 * this server). Keys are content hashes, so a response never changes: cached for a year, and revalidation is
 * answered from the key alone. Only known image types are served (never a directory, a temp file, a dotfile or
 * a private key), with nosniff and a CSP that lets nothing inside an image run, not even in an old demo SVG.
 */
export function registerUploadsServing(app: FastifyInstance, storage: StorageDriver): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = request.params['*'];
    // Private keys (members-only documents) are read only by their own routes, after deciding who may.
    const type = isValidKey(key) && !isPrivateKey(key) ? contentTypeOfKey(key) : null;
    if (!type) throw notFound();

    const etag = `"${key}"`;
    reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin');
    if (request.headers['if-none-match'] === etag && (await storage.exists(key)))
      return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send();

    const object = await storage.get(key);
    if (!object) throw notFound();
    return reply
      .header('content-type', type)
      .header('content-length', String(object.bytes))
      .header('etag', etag)
      .header('cache-control', IMMUTABLE)
      .send(object.body);
  });
}
