import { errorAnswer } from './errors';

/**
 * GET /api/admin/elections/{id}/{file} in the OpenAPI document: a hand-written route (it answers files, not
 * JSON), so the document generated from the procedures does not know it.
 */
export const voterListPathItem = {
  get: {
    tags: ['admin'],
    operationId: 'admin-election-voter-list-download',
    summary: "An election's voter list, or the members left off it with the reason, as PDF or CSV",
    description:
      'The voter list at the cut-off date (active members not in arrears on that date, as the election ' +
      'sets the months) or the excluded members with the reason, as an A4 PDF or a CSV (UTF-8 with a ' +
      'byte-order mark), in English or Bengali (Bengali digits and dd/mm/yyyy dates). Never cached. ' +
      'Full_Access and above.',
    security: [{ adminSession: [] }],
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
      {
        name: 'file',
        in: 'path',
        required: true,
        schema: { type: 'string', enum: ['voters.pdf', 'voters.csv', 'excluded.pdf', 'excluded.csv'] },
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
        description: 'The file',
        content: {
          'application/pdf': { schema: { type: 'string', format: 'binary' } },
          'text/csv': { schema: { type: 'string' } },
        },
      },
      '400': errorAnswer('lang is not en or bn'),
      '401': errorAnswer('Not logged in: no live admin session cookie'),
      '403': errorAnswer('The admin’s privilege does not open the elections'),
      '404': errorAnswer('No such election or file'),
    },
  },
} as const;
