import { TRPC_MAX_BATCH_SIZE } from '@samity/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Deeper JSON than this is refused before parsing: no input of the product nests more than a few levels. */
export const MAX_JSON_DEPTH = 32;

const badRequest = (reply: FastifyReply, message: string) =>
  reply.code(400).header('cache-control', 'no-store').send({ code: 'BAD_REQUEST', message });

/**
 * Limits on what one request may ask of the server, checked before any procedure runs:
 * - a tRPC batch (`/trpc/a,b,c?batch=1`) carries at most TRPC_MAX_BATCH_SIZE calls, so one small GET cannot
 *   run hundreds of listings;
 * - a JSON body is parsed only if it nests at most MAX_JSON_DEPTH levels, and anything unparsable is a 400
 *   with a clear message (Fastify's parser, with prototype poisoning refused, does the parsing).
 */
export function registerRequestLimits(app: FastifyInstance): void {
  // Callback-style hooks here and in the other plugins on every request's path: an async hook costs a
  // promise per request (decision 009, "A hit costs as little as the rest of the server allows"). A hook that
  // answers does not call done.
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/trpc/')) return done();
    const calls = safeDecode(path.slice('/trpc/'.length)).split(',').length;
    if (calls > TRPC_MAX_BATCH_SIZE) {
      request.log.warn({ event: 'request.batch_too_large', calls }, 'tRPC batch refused');
      badRequest(reply, `A batch may carry at most ${TRPC_MAX_BATCH_SIZE} calls; this one has ${calls}.`);
      return;
    }
    done();
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      const error = Object.assign(new Error(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`), {
        statusCode: 400,
        code: 'BAD_REQUEST',
      });
      done(error, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** How deep arrays and objects nest in JSON text (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}
