import { SOCIETY, type SocietyConfig } from '@samity/domain';
import type { FastifyInstance } from 'fastify';
import { ownRoute } from '../plugins/own-routes';

export const MEMBERSHIP_FORM_PATH = '/api/membership-form.pdf';

/**
 * The downloadable membership form of the Become A Member page. A hand-written route, as it answers a
 * PDF rather than JSON, which a procedure cannot. The form depends only on the society's configuration, so it
 * is rendered once, on first request, and kept in memory.
 */
export function registerMembershipForm(app: FastifyInstance, society: SocietyConfig = SOCIETY): void {
  let rendered: Promise<Buffer> | null = null;
  ownRoute(app, 'GET', MEMBERSHIP_FORM_PATH, async (_request, reply) => {
    rendered ??= app.pdf.makePublic('membershipForm', [society]).catch((error: unknown) => {
      rendered = null; // a failed render is retried by the next request
      throw error;
    });
    const pdf = await rendered;
    return reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="membership-form.pdf"')
      .header('cache-control', 'public, max-age=3600')
      .send(pdf);
  });
}
