import { errorAnswer } from './errors';

/**
 * POST /api/uploads in the OpenAPI document. The route is hand-written (tRPC takes no files), so the
 * document generated from the procedures does not know it; integrators upload images through it too.
 */

/** What a stored upload answers: the shape the original image host answered, so old clients read it as is. */
export const UPLOADED_IMAGE_SCHEMA = {
  type: 'object',
  properties: {
    secure_url: { type: 'string', description: 'The address to save in a picture field' },
    thumbnail_url: { type: 'string', description: 'The 400 px thumbnail' },
    width: { type: 'integer', minimum: 1 },
    height: { type: 'integer', minimum: 1 },
    bytes: { type: 'integer', minimum: 1 },
  },
  required: ['secure_url', 'thumbnail_url', 'width', 'height', 'bytes'],
} as const;

export const uploadsPathItem = {
  post: {
    tags: ['uploads'],
    operationId: 'uploads-create',
    summary: 'Upload one image (JPEG, PNG or WebP); answers its address like the original image host did',
    description:
      'Only a logged-in admin or member. The image is checked by its bytes, decoded and re-encoded as JPEG ' +
      '(metadata removed, longest side 2000 px) and stored under its content hash with a 400 px thumbnail. ' +
      'Limits and storage are described in docs/images.md.',
    // The one operation that accepts either session: admins and members both upload pictures.
    security: [{ adminSession: [] }, { memberSession: [] }],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          // What the route reads (upload-route.ts): the form's first file part, named `file` and not empty;
          // other text fields are ignored, within @fastify/multipart's limits there.
          schema: {
            type: 'object',
            description:
              'One image, sent as the first file part of the form, in `file`; an empty file is 400 (`uploads.missing`). ' +
              'Other text fields (at most 10, each at most 1024 bytes) are ignored.',
            properties: {
              file: { type: 'string', format: 'binary', description: 'The image bytes (not empty)' },
            },
            required: ['file'],
            maxProperties: 11,
          },
          encoding: { file: { contentType: 'image/jpeg, image/png, image/webp' } },
        },
      },
    },
    responses: {
      '201': {
        description: 'Stored (the same picture again answers the same address)',
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/UploadedImage' },
          },
        },
      },
      '400': errorAnswer('No file in the field "file"'),
      '401': errorAnswer('Not logged in'),
      '403': errorAnswer('Cross-site request'),
      '413': errorAnswer('Larger than UPLOAD_MAX_BYTES'),
      '415': errorAnswer('Not multipart, or not a JPEG, PNG or WebP image'),
      '422': errorAnswer('Damaged, truncated, or more pixels than UPLOAD_MAX_PIXELS'),
      '429': {
        ...errorAnswer('Too many uploads by this account in the last hour'),
        headers: {
          'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } },
        },
      },
      '503': errorAnswer('The image could not be stored'),
    },
  },
} as const;
