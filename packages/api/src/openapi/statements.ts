import { TEXT_MAX_LENGTH } from '@samity/domain';
import { errorAnswer } from './errors';

/**
 * GET /api/member/statements/{file} in the OpenAPI document: a hand-written route (it answers files, not
 * JSON), so the document generated from the procedures does not know it.
 */

export const statementsPathItem = {
  get: {
    tags: ['member'],
    operationId: 'member-statements-download',
    summary: "Downloads the member's deposits or monthly contribution statement as PDF or CSV",
    description:
      'The figures of POST /member/dashboard/debt-summary as a file (Content-Disposition: attachment, never ' +
      'cached). PDF: letterhead, member name and number, summary and table, in English or Bengali (Bengali ' +
      'digits and taka). CSV: UTF-8 with a byte-order mark, headings in the chosen language, amounts as ' +
      'numbers with two decimals; cells a spreadsheet would read as formulas are prefixed with an apostrophe.',
    security: [{ memberSession: [] }],
    parameters: [
      {
        name: 'file',
        in: 'path',
        required: true,
        schema: { type: 'string', enum: ['deposits.pdf', 'deposits.csv', 'monthly.pdf', 'monthly.csv'] },
      },
      {
        name: 'lang',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: ['en', 'bn'], default: 'en' },
      },
      {
        name: 'member_no',
        in: 'query',
        required: false,
        description: "Optional; must be the logged-in member's own number",
        schema: { type: 'string', maxLength: TEXT_MAX_LENGTH.memberNo },
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
      '400': errorAnswer('lang is not en or bn'),
      '401': errorAnswer('Not logged in: no live member session cookie'),
      '403': errorAnswer("Another member's number, or the initial password must be changed first"),
      '404': errorAnswer('No such statement'),
    },
  },
} as const;
