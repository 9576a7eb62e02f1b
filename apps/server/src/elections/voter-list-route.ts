import { requireAdminArea, routeInput, voterListFile } from '@samity/api';
import { AppError, SOCIETY } from '@samity/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import { renderVoterListCsv } from './voter-list-file';

export const VOTER_LIST_PATH = '/api/admin/elections';
const ROUTE = `GET ${VOTER_LIST_PATH}/:id/:file`;

/** `voters.pdf`, `excluded.csv`: which list and its format, or nothing this route knows (404). */
const ZVoterListFile = z
  .object({ id: z.coerce.number().int().min(1).max(2_147_483_647), file: z.string() })
  .transform(({ id, file }) => {
    const [list, format, ...rest] = file.split('.');
    return { id, list, format, extra: rest.length };
  })
  .pipe(
    z.object({
      id: z.number(),
      list: z.enum(['voters', 'excluded']),
      format: z.enum(['pdf', 'csv']),
      extra: z.literal(0),
    }),
  );

const ZVoterListQuery = z.object({ lang: z.enum(['en', 'bn']).default('en') });

const noSuchFile = () =>
  new AppError('NOT_FOUND', 'elections.noSuchFile', 'No such file: use voters or excluded, .pdf or .csv.');

/**
 * An election's voter list at the cut-off, and the members left off it with the reason, as PDF (en or bn)
 * and CSV: admin files only (the elections area), drawn by the same service as the admin screen.
 */
export function registerVoterList(app: FastifyInstance, createContext: ApiContextFactory): void {
  ownRoute(app, 'GET', `${VOTER_LIST_PATH}/:id/:file`, async (request, reply) => {
    const ctx = await requireAdminArea(createContext({ req: request, res: reply }), 'elections', ROUTE);
    const { id, list, format } = routeInput(ZVoterListFile, request.params, noSuchFile);
    const { lang } = routeInput(ZVoterListQuery, request.query ?? {});
    const excluded = list === 'excluded';
    const file =
      format === 'pdf'
        ? await app.pdf.holding(ctx, async () =>
            app.pdf.make(ctx, 'voterList', [await voterListFile(ctx, id), lang, excluded, SOCIETY]),
          )
        : renderVoterListCsv(await voterListFile(ctx, id), lang, excluded);
    return reply
      .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="election-${id}-${list}-${lang}.${format}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });
}
