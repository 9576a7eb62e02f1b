import { MONTH_NAMES } from '@samity/domain';
import { errorAnswer } from './errors';

/**
 * GET /api/finance/monthly-book.pdf in the OpenAPI document: a hand-written route (it answers a file, not
 * JSON), so the document generated from the procedures does not know it.
 */

export const monthlyBookPathItem = {
  get: {
    tags: ['finance'],
    operationId: 'finance-monthly-book-pdf',
    summary: "A month's book as a printable PDF",
    description:
      'The figures of GET /monthly-contributions for the month as an A4 PDF (Content-Disposition: inline, ' +
      'never cached): letterhead, month, amount per member, total collectable, total collected, paid-by ' +
      'count and each row (member no, name, phone, payable, payment, due, PAID or DUE), taka with two ' +
      'decimals, in English or Bengali. Finance_Access and above.',
    security: [{ adminSession: [] }],
    parameters: [
      {
        name: 'month',
        in: 'query',
        required: true,
        description: 'Written like January-2025',
        schema: { type: 'string', maxLength: 20, pattern: `^(${MONTH_NAMES.join('|')})-[0-9]{4}$` },
      },
      {
        name: 'lang',
        in: 'query',
        required: false,
        description:
          'The language of the book: en (the default), or bn (Bengali words, digits, month names and dates)',
        schema: { type: 'string', enum: ['en', 'bn'], default: 'en' },
      },
    ],
    responses: {
      '200': {
        description: 'The book',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      },
      '400': errorAnswer('month is missing or not written like January-2025, or lang is not en or bn'),
      '401': errorAnswer('Not logged in: no live admin session cookie'),
      '403': errorAnswer('The admin’s privilege does not open the monthly contributions'),
      '404': errorAnswer('The month has no book'),
    },
  },
} as const;
