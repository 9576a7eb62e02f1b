import { recordYearEndPack, requireAdminArea, routeInput } from '@samity/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import { STATEMENT_LANGS } from '../statements/statement-text';
import { yearEndPackFiles, zipPack } from './year-end-pack';

export const YEAR_END_PACK_PATH = '/api/year-end/pack';

const ZQuery = z.object({
  year: z.coerce.number().int().min(2000).max(9999),
  lang: z.enum(STATEMENT_LANGS).default('en'),
});

/**
 * The year-end pack: one ZIP of a year's statements and registers with a SHA-256 manifest. Finance_Access
 * and above, like every file in it (a stricter gate would protect nothing the treasurer cannot already
 * download one file at a time, and would keep the treasurer from preparing the auditor's copy). Its making is
 * audited with every file's hash before the ZIP is sent, so a pack can later be checked against the trail.
 */
export function registerYearEndPack(app: FastifyInstance, createContext: ApiContextFactory): void {
  ownRoute(app, 'GET', YEAR_END_PACK_PATH, async (request, reply) => {
    const ctx = await requireAdminArea(
      createContext({ req: request, res: reply }),
      'yearEnd',
      `GET ${YEAR_END_PACK_PATH}`,
    );
    const { year, lang } = routeInput(ZQuery, request.query ?? {});
    const { label, files } = await app.pdf.holding(ctx, () => yearEndPackFiles(app.pdf, ctx, year, lang));
    const { zip, manifest } = zipPack(files, ctx.now());
    await recordYearEndPack(ctx, { year, lang, files: manifest });
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="year-end-pack-${label}-${lang}.zip"`)
      .header('cache-control', 'no-store')
      .send(zip);
  });
}
