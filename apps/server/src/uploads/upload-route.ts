import multipart from '@fastify/multipart';
import { consumeUploadAllowance, type StorageDriver } from '@samity/api/images';
import type { Db } from '@samity/db';
import { tooManyMessage } from '@samity/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ImageRejectedError, type ProcessedImage, processImage } from './image-processing';
import { storeProcessedImage, type Uploader } from './store-image';
import type { UploadsConfig } from './uploads-config';

export type { Uploader } from './store-image';

export interface UploadRouteDeps {
  db: Db;
  storage: StorageDriver;
  config: UploadsConfig;
  /** The app's clock: the upload allowance and the registry row are stamped with it. */
  now: () => Date;
  /** The request's logged-in account (admin first), or null. */
  identify(request: FastifyRequest, reply: FastifyReply): Promise<Uploader>;
}

const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ code, message });

/**
 * POST /api/uploads (docs/images.md): one image in the multipart field `file`. A hand-written route because
 * tRPC does not take files. Multipart parsing is registered only inside this route's scope, so no other
 * route (tRPC in particular) accepts form posts.
 */
export async function registerUploadRoute(app: FastifyInstance, deps: UploadRouteDeps): Promise<void> {
  const { config } = deps;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: config.maxBytes,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 12,
        headerPairs: 100,
      },
    });

    scope.post('/api/uploads', async (request, reply) => {
      const uploader = await deps.identify(request, reply);
      if (!uploader) return fail(reply, 401, 'UNAUTHORIZED', 'Please log in to upload images.');

      const account =
        uploader.kind === 'admin'
          ? { kind: 'admin' as const, id: uploader.adminId }
          : { kind: 'member' as const, id: uploader.memberId };
      const decision = await consumeUploadAllowance(deps.db, account, config.ratePerHour, deps.now());
      if (!decision.allowed) {
        reply.header('retry-after', String(decision.retryAfterSeconds));
        return fail(reply, 429, 'TOO_MANY_REQUESTS', tooManyMessage('uploads', decision.retryAfterSeconds));
      }

      if (!request.isMultipart())
        return fail(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
      const data = await readFile(request);
      if (data === 'malformed')
        return fail(
          reply,
          400,
          'BAD_REQUEST',
          'The form could not be read: send one image in the field "file".',
        );
      if (data === 'missing')
        return fail(reply, 400, 'BAD_REQUEST', 'No image received: send it in the form field "file".');
      if (data === 'too-large') {
        const mb = (config.maxBytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '');
        return fail(reply, 413, 'PAYLOAD_TOO_LARGE', `The image is too large: at most ${mb} MB.`);
      }

      let processed: ProcessedImage;
      try {
        processed = await processImage(data, { maxPixels: config.maxPixels });
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        const code = {
          413: 'PAYLOAD_TOO_LARGE',
          415: 'UNSUPPORTED_MEDIA_TYPE',
          422: 'UNPROCESSABLE_CONTENT',
        };
        return fail(reply, error.statusCode, code[error.statusCode], error.message);
      }

      const answer = await storeProcessedImage(deps, processed, uploader, request.log);
      if (!answer)
        return fail(reply, 503, 'SERVICE_UNAVAILABLE', 'The image could not be stored. Please try again.');
      return reply.code(201).header('cache-control', 'no-store').send(answer);
    });
  });
}

/** The first file part, whole; or why there is none. Other form fields (e.g. an upload preset) are ignored. */
async function readFile(request: FastifyRequest): Promise<Buffer | 'missing' | 'too-large' | 'malformed'> {
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') return 'missing';
    const data = await part.toBuffer();
    return data.length === 0 ? 'missing' : data;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return 'too-large';
    // Anything else here is the client's body: no boundary, cut short, too many parts. A 400, not a 500.
    request.log.info({ err: error }, 'unreadable upload form');
    return 'malformed';
  }
}
