import { AppError, TRPC_MAX_BATCH_SIZE } from '@samity/domain';
import type { FastifyInstance } from 'fastify';

/** Deeper JSON than this is refused before parsing: no input of the product nests more than a few levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * Limits on what one request may ask of the server, checked before any procedure runs:
 * - a tRPC batch (`/trpc/a,b,c?batch=1`) carries at most TRPC_MAX_BATCH_SIZE calls, so one small GET cannot
 *   run hundreds of listings;
 * - a JSON body is parsed only if it nests at most MAX_JSON_DEPTH levels, and anything unparsable is a 400
 *   with a clear message (Fastify's parser, with prototype poisoning refused, does the parsing); an empty
 *   body labelled JSON is no body, as for a POST that takes none.
 * Refusals go to the one error handler (error-answers.ts).
 */
export function registerRequestLimits(app: FastifyInstance): void {
  // Callback-style hooks here and in the other plugins on every request's path: an async hook costs a
  // promise per request (decision 009, "A hit costs as little as the rest of the server allows").
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/trpc/')) return done();
    const calls = safeDecode(path.slice('/trpc/'.length)).split(',').length;
    if (calls > TRPC_MAX_BATCH_SIZE) {
      request.log.warn({ event: 'request.batch_too_large', calls }, 'tRPC batch refused');
      return done(
        new AppError(
          'BAD_REQUEST',
          'request.batchTooLarge',
          `A batch may carry at most ${TRPC_MAX_BATCH_SIZE} calls; this one has ${calls}.`,
        ),
      );
    }
    done();
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      const message = `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`;
      return done(new AppError('BAD_REQUEST', 'request.jsonTooDeep', message), undefined);
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
