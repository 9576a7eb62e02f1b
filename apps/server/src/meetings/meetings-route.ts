import {
  type AdminRouteContext,
  adminMinutes,
  listRegister,
  type MemberRouteContext,
  memberMinutes,
  requireAdminArea,
  requireMember,
  routeInput,
} from '@samity/api';
import { type Meeting, type RegisterEntry, SOCIETY, todayInDhaka, ZRegisterInput } from '@samity/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import { FILE_LANGS, type FileLang } from './meetings-text';
import { renderRegisterCsv } from './register-file';

export const MEMBER_MINUTES_PATH = '/api/member/meetings/:id/minutes.pdf';
export const ADMIN_MINUTES_PATH = '/api/admin/meetings/:id/minutes.pdf';
export const REGISTER_PATH = '/api/admin/resolutions';

const ZMeetingParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const ZLang = z.object({ lang: z.enum(FILE_LANGS).default('en') });
const ZRegisterQuery = ZLang.extend({ search: ZRegisterInput.shape.search });

/** The register is a few dozen resolutions a year: read it whole, a page at a time, up to this bound. */
const REGISTER_PAGE = 100;
const REGISTER_MAX = 10_000;

async function wholeRegister(ctx: Parameters<typeof listRegister>[0], search: string | undefined) {
  const entries: RegisterEntry[] = [];
  let total = 0;
  do {
    const page = await listRegister(ctx, { search, limit: REGISTER_PAGE, offset: entries.length });
    total = page.total;
    entries.push(...page.entries);
    if (page.entries.length === 0) break;
  } while (entries.length < Math.min(total, REGISTER_MAX));
  return { entries, total, search };
}

/** Adopted minutes are the record and never change (a correction is a later resolution): made once. */
function sendMinutes(
  app: FastifyInstance,
  ctx: AdminRouteContext | MemberRouteContext,
  reply: FastifyReply,
  meeting: Meeting,
  lang: FileLang,
) {
  const today = todayInDhaka(ctx.now().getTime());
  const immutable = meeting.minutes_adopted_at ? [meeting, lang] : undefined;
  return app.pdf
    .make(ctx, 'minutes', [meeting, lang, SOCIETY, today], { immutable })
    .then((file) =>
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="minutes-${meeting.date}-${meeting.id}-${lang}.pdf"`)
        .header('cache-control', 'no-store')
        .send(file),
    );
}

/**
 * The minutes of a meeting as a PDF (en or bn) and the resolution register as PDF and CSV: hand-written
 * routes, as a procedure answers JSON only. A member gets only adopted minutes of a meeting they may see
 * (404 otherwise, as if there were none: a committee meeting is not even named to others); admins of the
 * meetings area (Full_Access) get any meeting's minutes, drafts marked as drafts, and the register.
 */
export function registerMeetingFiles(app: FastifyInstance, createContext: ApiContextFactory): void {
  ownRoute(app, 'GET', MEMBER_MINUTES_PATH, async (request, reply) => {
    const ctx = await requireMember(
      createContext({ req: request, res: reply }),
      `GET ${MEMBER_MINUTES_PATH}`,
    );
    const { id } = routeInput(ZMeetingParams, request.params);
    const { lang } = routeInput(ZLang, request.query ?? {});
    return app.pdf.holding(ctx, async () => sendMinutes(app, ctx, reply, await memberMinutes(ctx, id), lang));
  });

  ownRoute(app, 'GET', ADMIN_MINUTES_PATH, async (request, reply) => {
    const route = `GET ${ADMIN_MINUTES_PATH}`;
    const ctx = await requireAdminArea(createContext({ req: request, res: reply }), 'meetings', route);
    const { id } = routeInput(ZMeetingParams, request.params);
    const { lang } = routeInput(ZLang, request.query ?? {});
    return app.pdf.holding(ctx, async () => sendMinutes(app, ctx, reply, await adminMinutes(ctx, id), lang));
  });

  for (const format of ['pdf', 'csv'] as const) {
    const url = `${REGISTER_PATH}.${format}`;
    ownRoute(app, 'GET', url, async (request, reply) => {
      const ctx = await requireAdminArea(
        createContext({ req: request, res: reply }),
        'meetings',
        `GET ${url}`,
      );
      const { lang, search } = routeInput(ZRegisterQuery, request.query ?? {});
      const file =
        format === 'pdf'
          ? await app.pdf.holding(ctx, async () =>
              app.pdf.make(ctx, 'resolutionRegister', [
                await wholeRegister(ctx, search),
                lang,
                SOCIETY,
                todayInDhaka(ctx.now().getTime()),
              ]),
            )
          : renderRegisterCsv(await wholeRegister(ctx, search), lang);
      return reply
        .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="resolution-register-${lang}.${format}"`)
        .header('cache-control', 'no-store')
        .send(file);
    });
  }
}
