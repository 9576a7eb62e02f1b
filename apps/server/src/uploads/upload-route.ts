import multipart from '@fastify/multipart';
import { requireSignedIn } from '@samity/api';
import { consumeUploadAllowance, type StorageDriver } from '@samity/api/images';
import type { Db } from '@samity/db';
import { AppError, tooManyMessage } from '@samity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import { ImageRejectedError, type ProcessedImage, processImage } from './image-processing';
import { storeProcessedImage } from './store-image';
import type { UploadsConfig } from './uploads-config';

export type { Uploader } from './store-image';

const ROUTE = 'POST /api/uploads';
const IMAGE_REJECTED = {
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
} as const;

export interface UploadRouteDeps {
  db: Db;
  storage: StorageDriver;
  config: UploadsConfig;
  /** The app's clock: the upload allowance and the registry row are stamped with it. */
  now: () => Date;
  /** The request's context, as every entry point builds it (plugins/context.ts). */
  createContext: ApiContextFactory;
}

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

    ownRoute(scope, 'POST', '/api/uploads', async (request, reply) => {
      // Any logged-in admin (first) or member, let in as their procedures let them in.
      const { actor } = await requireSignedIn(deps.createContext({ req: request, res: reply }), ROUTE);
      const uploader =
        actor.kind === 'admin'
          ? { kind: 'admin' as const, adminId: actor.adminId }
          : { kind: 'member' as const, memberId: actor.memberId };
      const account =
        uploader.kind === 'admin'
          ? { kind: 'admin' as const, id: uploader.adminId }
          : { kind: 'member' as const, id: uploader.memberId };
      const decision = await consumeUploadAllowance(deps.db, account, config.ratePerHour, deps.now());
      if (!decision.allowed) {
        const retryAfterSeconds = decision.retryAfterSeconds;
        throw new AppError(
          'TOO_MANY_REQUESTS',
          'uploads.tooMany',
          tooManyMessage('uploads', retryAfterSeconds),
          {
            retryAfterSeconds,
          },
        );
      }

      if (!request.isMultipart())
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'uploads.multipartRequired',
          'Send the image as multipart/form-data.',
        );
      const data = await readFile(request);
      if (data === 'malformed')
        throw new AppError(
          'BAD_REQUEST',
          'uploads.malformed',
          'The form could not be read: send one image in the field "file".',
        );
      if (data === 'missing')
        throw new AppError(
          'BAD_REQUEST',
          'uploads.missing',
          'No image received: send it in the form field "file".',
        );
      if (data === 'too-large') {
        const mb = (config.maxBytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '');
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          'uploads.tooLarge',
          `The image is too large: at most ${mb} MB.`,
        );
      }

      let processed: ProcessedImage;
      try {
        processed = await processImage(data, { maxPixels: config.maxPixels });
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        throw new AppError(IMAGE_REJECTED[error.statusCode], 'uploads.rejected', error.message);
      }

      const answer = await storeProcessedImage(deps, processed, uploader, request.log);
      if (!answer)
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'uploads.notStored',
          'The image could not be stored. Please try again.',
        );
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
