import { errorAnswer } from './errors';
import { yearEndFilesPathItem } from './year-end';

/**
 * GET /api/member/annual-accounts/{file}: a closed year's statement for members (a hand-written route, as it
 * answers files). The same files as the admins' /year-end/statements/{file}, for closed years only.
 */
export const annualAccountsFilePathItem = {
  get: {
    tags: ['member'],
    operationId: 'member-annual-accounts-download',
    summary: "Downloads a statement of the society's adopted annual accounts as PDF or CSV",
    description:
      'A closed financial year (GET /member/annual-accounts lists them): receipts and payments, income and ' +
      'expenditure, balance sheet or trial balance, as they stood when the year was closed. A year not closed ' +
      'answers 404. Members logged in, never an API key.',
    security: [{ memberSession: [] }],
    parameters: yearEndFilesPathItem.get.parameters,
    responses: {
      '200': yearEndFilesPathItem.get.responses['200'],
      '400': errorAnswer('year or lang is not valid'),
      '401': errorAnswer('Not logged in as a member'),
      '404': errorAnswer('No such statement, or the year is not closed'),
    },
  },
} as const;
