import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verifyMember } from '@samity/api';
import { AppError } from '@samity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_VARY, requestLanguage, withLanguage } from '../car-pages/page-language';
import type { ApiContextFactory } from '../plugins/context';
import { ownRoute } from '../plugins/own-routes';

/**
 * A dealer's verification page, /verify/<token> (the address on the showroom certificate's QR code and on
 * every badge): the web app's shell with 200 for a token that names a member, 404 for any other (unknown,
 * rotated away, or not a token at all), so a scanner or a link checker is told the truth by the status, as the
 * SPA fallback tells it for unknown paths. A rotated token must stop vouching at once: no caching, and kept
 * out of search indexes (a search result would outlive a rotation).
 */
export function registerVerifyPage(
  app: FastifyInstance,
  deps: { webDistDir: string; createContext: ApiContextFactory },
): void {
  const indexPath = join(deps.webDistDir, 'index.html');
  const shell = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  ownRoute(
    app,
    'GET',
    '/verify/:token',
    async (request: FastifyRequest<{ Params: { token: string } }>, reply) => {
      if (!shell)
        return reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
      let status = 200;
      try {
        await verifyMember(deps.createContext({ req: request, res: reply }), request.params.token);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
        status = 404;
      }
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('vary', LANGUAGE_VARY)
        .type('text/html; charset=utf-8')
        .send(withLanguage(shell, requestLanguage(request).lang));
    },
  );
}
