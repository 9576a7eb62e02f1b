import { errorAnswer } from './errors';

/**
 * GET /api/receipts/{file} in the OpenAPI document: a hand-written route (it answers a file, not JSON), so
 * the document generated from the procedures does not know it.
 */

export const receiptsPathItem = {
  get: {
    tags: ['member'],
    operationId: 'payment-receipt-pdf',
    summary: "A monthly payment's receipt as a PDF",
    description:
      'The receipt of one monthly payment (Content-Disposition: attachment, never cached), in English or ' +
      'Bengali: letterhead, receipt number, member number and name, the month paid for, payment date, ' +
      'method, amount (in English also in words), the bKash transaction id of an online payment, and ' +
      '"Refunded" with a stamp once it was refunded. For the member who paid it (member session) and for ' +
      'finance admins (Finance_Access and above). The payment ids are those of GET /member/payments.',
    security: [{ memberSession: [] }, { adminSession: [] }],
    parameters: [
      {
        name: 'file',
        in: 'path',
        required: true,
        description: 'The payment id followed by .pdf, like 123.pdf',
        schema: { type: 'string', pattern: '^[1-9][0-9]*\\.pdf$' },
      },
      {
        name: 'lang',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: ['en', 'bn'], default: 'en' },
      },
    ],
    responses: {
      '200': {
        description: 'The receipt',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      },
      '400': errorAnswer('lang is not en or bn'),
      '401': errorAnswer('Not logged in'),
      '403': errorAnswer(
        "Another member's payment, an admin without finance access, or the initial password must be changed first",
      ),
      '404': errorAnswer('No such payment'),
    },
  },
} as const;
