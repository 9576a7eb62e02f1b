import { ownVerificationRow, requireMember, routeInput, verificationPath } from '@samity/api';
import { SOCIETY, siteLink, todayInDhaka } from '@samity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SiteOrigin } from '../car-pages/site-origin';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';
import { CERTIFICATE_LANGS } from './certificate-pdf';

export const CERTIFICATE_PATH = '/api/member/verification/certificate.pdf';
const ROUTE = `GET ${CERTIFICATE_PATH}`;

const ZCertificateQuery = z.object({ lang: z.enum(CERTIFICATE_LANGS).default('en') });

/**
 * The logged-in member's certificate with a QR code to their verification page: a file, so a hand-written
 * route. Only the session's member: the route names no member, so no one can ask for another's. The QR
 * carries the absolute address (a phone's camera opens it with no site around it).
 */
export function registerVerificationCertificate(
  app: FastifyInstance,
  options: { createContext: ApiContextFactory; origin: SiteOrigin },
): void {
  ownRoute(app, 'GET', CERTIFICATE_PATH, async (request: FastifyRequest, reply) => {
    const ctx = await requireMember(options.createContext({ req: request, res: reply }), ROUTE);
    const { lang } = routeInput(ZCertificateQuery, request.query ?? {});
    const { row, pdf } = await app.pdf.holding(ctx, async () => {
      const row = await ownVerificationRow(ctx);
      // The QR opens the verification page in the certificate's language, whatever the scanning phone says.
      const url = siteLink(options.origin(request), verificationPath(row.token), lang);
      const pdf = await app.pdf.make(ctx, 'certificate', [
        { memberNo: row.member_no, name: row.name, business: row.business },
        url,
        lang,
        SOCIETY,
        todayInDhaka(ctx.now().getTime()),
      ]);
      return { row, pdf };
    });
    const filename = `certificate-${row.member_no.replace(/[^\w-]/g, '_')}-${lang}.pdf`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
