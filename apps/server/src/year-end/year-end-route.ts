import { requireAdminArea, routeInput, yearStatements } from '@samity/api';
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

export const YEAR_END_PATH = '/api/year-end/statements';
const ROUTE = `GET ${YEAR_END_PATH}`;

/**
 * The annual statements as files (docs/year-end.md), any year, open or closed: Finance_Access and above, like
 * the /YearEnd screen. Members read only closed years, through annual-accounts-route.ts.
 */
export function registerYearEndFiles(app: FastifyInstance, createContext: ApiContextFactory): void {
  ownRoute(app, 'GET', `${YEAR_END_PATH}/:file`, async (request: FastifyRequest, reply) => {
    const ctx = await requireAdminArea(createContext({ req: request, res: reply }), 'yearEnd', ROUTE);
    const file = routeInput(ZYearEndFile, request.params, noSuchYearEndFile);
    const { year, lang } = routeInput(ZYearEndQuery, request.query ?? {});
    const send = async () => {
      const statements = await yearStatements(ctx, year);
      const previous = await previousYearOf(statements, (y) => yearStatements(ctx, y));
      return sendYearEndFile(app, ctx, reply, file, statements, previous, lang);
    };
    return file.format === 'pdf' ? app.pdf.holding(ctx, send) : send();
  });
}
