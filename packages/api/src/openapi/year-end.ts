import { errorAnswer } from './errors';

/**
 * GET /api/year-end/statements/{file} in the OpenAPI document: a hand-written route (it answers files, not
 * JSON), so the document generated from the procedures does not know it.
 */
export const yearEndFilesPathItem = {
  get: {
    tags: ['finance'],
    operationId: 'finance-year-end-statement-download',
    summary: 'Downloads an annual statement of a financial year as PDF or CSV',
    description:
      'The figures of GET /year-end/statements as a file (Content-Disposition: attachment, never cached): ' +
      'receipts and payments, income and expenditure, balance sheet or trial balance. PDF in English or ' +
      'Bengali (Bengali digits and lakh grouping); CSV in UTF-8 with a byte-order mark. Finance_Access and above.',
    security: [{ adminSession: [] }, { apiKey: [] }],
    parameters: [
      {
        name: 'file',
        in: 'path',
        required: true,
        schema: {
          type: 'string',
          enum: [
            'receipts.pdf',
            'receipts.csv',
            'income.pdf',
            'income.csv',
            'balance.pdf',
            'balance.csv',
            'trial.pdf',
            'trial.csv',
          ],
        },
      },
      {
        name: 'year',
        in: 'query',
        required: true,
        schema: { type: 'integer', minimum: 2000, maximum: 9999 },
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
        description: 'The statement file',
        content: {
          'application/pdf': { schema: { type: 'string', format: 'binary' } },
          'text/csv': { schema: { type: 'string' } },
        },
      },
      '400': errorAnswer('year or lang is not valid, or the year is before the opening balances'),
      '401': errorAnswer('Not logged in'),
      '403': errorAnswer('The admin may not read the year-end statements'),
      '404': errorAnswer('No such statement'),
    },
  },
} as const;
