import { requireAdminArea, routeInput } from '@samity/api';
import { AppError, REGISTERS, ZDepositRegisterInput } from '@samity/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import { STATEMENT_LANGS } from '../statements/statement-text';
import { registerFile } from './register-files';
import { FILE_TYPES } from './table-file';

export const REGISTERS_PATH = '/api/registers/files';
const ROUTE = `GET ${REGISTERS_PATH}`;

const ZFile = z
  .object({ file: z.string() })
  .transform(({ file }) => {
    const [kind, format, ...rest] = file.split('.');
    return { kind, format, extra: rest.length };
  })
  .pipe(z.object({ kind: z.enum(REGISTERS), format: z.enum(['pdf', 'csv']), extra: z.literal(0) }));

const ZQuery = z.object({
  from: ZDepositRegisterInput.shape.from,
  to: ZDepositRegisterInput.shape.to,
  member_no: ZDepositRegisterInput.shape.member_no,
  lang: z.enum(STATEMENT_LANGS).default('en'),
});

const noSuchFile = () =>
  new AppError(
    'NOT_FOUND',
    'registers.noSuchFile',
    'No such register: members, deposits or cash-book, .pdf or .csv.',
  );

/**
 * The statutory registers of a date range as files (docs/year-end.md, Registers): PDF in English or Bengali
 * and CSV, from the same services as /Registers. Finance_Access and above; `member_no` keeps one member's
 * deposits. Never cached.
 */
export function registerRegisterFiles(app: FastifyInstance, createContext: ApiContextFactory): void {
  ownRoute(app, 'GET', `${REGISTERS_PATH}/:file`, async (request, reply) => {
    const ctx = await requireAdminArea(createContext({ req: request, res: reply }), 'yearEnd', ROUTE);
    const { kind, format } = routeInput(ZFile, request.params, noSuchFile);
    const { lang, ...range } = routeInput(ZQuery, request.query ?? {});
    const make = () =>
      registerFile(
        (args) => app.pdf.make(ctx, 'table', args),
        ctx,
        kind,
        kind === 'deposits' ? range : { from: range.from, to: range.to },
        format,
        lang,
      );
    const file = format === 'pdf' ? await app.pdf.holding(ctx, make) : await make();
    return reply
      .type(FILE_TYPES[format])
      .header(
        'content-disposition',
        `attachment; filename="${kind}-${range.from}-${range.to}-${lang}.${format}"`,
      )
      .header('cache-control', 'no-store')
      .send(file);
  });
}
