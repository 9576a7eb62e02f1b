import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALERT_STOP_ROUTE, ALERT_STOP_TOKEN } from '@samity/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownRoute } from '../plugins/own-routes';

/**
 * The stop link of every alert SMS, /alerts/stop/<token>: the web app's shell, 200 for a token of the right
 * shape, 404 for any other, as the SPA fallback answers unknown paths. A GET stops nothing: the page asks,
 * and only the person pressing its button sends the POST that stops the search, so neither an SMS app's
 * link preview nor a scanner that opens links and runs their scripts can end the alert. Whether the token
 * belongs to a search is the page's question. The address carries the token, so it is neither cached nor
 * indexed.
 */
export function registerStopAlertPage(app: FastifyInstance, webDistDir: string): void {
  const indexPath = join(webDistDir, 'index.html');
  const shell = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  ownRoute(
    app,
    'GET',
    ALERT_STOP_ROUTE,
    async (request: FastifyRequest<{ Params: { token: string } }>, reply) => {
      if (!shell)
        return reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
      return reply
        .code(ALERT_STOP_TOKEN.test(request.params.token) ? 200 : 404)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(shell);
    },
  );
}
