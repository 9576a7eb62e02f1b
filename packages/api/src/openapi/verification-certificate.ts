import { errorAnswer } from './errors';

/**
 * GET /api/member/verification/certificate.pdf in the OpenAPI document: a hand-written route (it answers a
 * file, not JSON), so the document generated from the procedures does not know it.
 */
export const certificatePathItem = {
  get: {
    tags: ['member'],
    operationId: 'member-verification-certificate',
    summary: "Downloads the member's certificate with a QR code to their verification page, as PDF",
    description:
      'One A4 page for the showroom wall: letterhead, the member’s name, business and number, and a QR code ' +
      'to /verify/<token> (the page that says whether the member is in good standing today). In English or ' +
      'Bengali; Content-Disposition: attachment, never cached. Always the session’s own member.',
    security: [{ memberSession: [] }],
    parameters: [
      {
        name: 'lang',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: ['en', 'bn'], default: 'en' },
      },
    ],
    responses: {
      '200': {
        description: 'The certificate',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      },
      '400': errorAnswer('lang is not en or bn'),
      '401': errorAnswer('Not logged in: no live member session cookie'),
      '403': errorAnswer('The initial password must be changed first'),
    },
  },
} as const;
