import { closedYearStatements, requireMember, routeInput } from '@samity/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import {
  noSuchYearEndFile,
  previousYearOf,
  sendYearEndFile,
  ZYearEndFile,
  ZYearEndQuery,
} from './year-end-file';

export const ANNUAL_ACCOUNTS_PATH = '/api/member/annual-accounts';
const ROUTE = `GET ${ANNUAL_ACCOUNTS_PATH}`;

/**
 * The adopted annual accounts for members (docs/year-end.md): a closed year's statements as PDF or CSV, the
 * same files admins get. A year not closed answers 404, as if it did not exist: its figures still change.
 * Members in person only (requireMember: no API key, no admin, never anonymous); registers are not served here.
 */
export function registerAnnualAccountsFiles(app: FastifyInstance, createContext: ApiContextFactory): void {
  ownRoute(app, 'GET', `${ANNUAL_ACCOUNTS_PATH}/:file`, async (request: FastifyRequest, reply) => {
    const ctx = await requireMember(createContext({ req: request, res: reply }), ROUTE);
    const file = routeInput(ZYearEndFile, request.params, noSuchYearEndFile);
    const { year, lang } = routeInput(ZYearEndQuery, request.query ?? {});
    const send = async () => {
      const statements = await closedYearStatements(ctx, year);
      const previous = await previousYearOf(statements, (y) => closedYearStatements(ctx, y));
      return sendYearEndFile(app, ctx, reply, file, statements, previous, lang);
    };
    return file.format === 'pdf' ? app.pdf.holding(ctx, send) : send();
  });
}
