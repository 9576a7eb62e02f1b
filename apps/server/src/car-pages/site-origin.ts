import type { FastifyRequest } from 'fastify';

/** The site's public address for a request: what absolute addresses (canonical, og:image, sitemap) start with. */
export type SiteOrigin = (request: FastifyRequest) => string;

/**
 * The site's public address, never the Host header a request names (any client writes that, and a forged one
 * would put another site into canonical links, the sitemap, the certificate's QR code and messages' links).
 * PUBLIC_ORIGIN when set, which production requires without the demo data (start.ts); otherwise, on the demo
 * or in development, the address this server listens on from this computer.
 */
export function siteOriginOf(config: { publicOrigin: string | undefined; port: number }): string {
  return config.publicOrigin?.replace(/\/+$/, '') ?? `http://localhost:${config.port}`;
}

/** siteOriginOf as the routes take it (one function for every request, the request unread). */
export function siteOrigin(config: { publicOrigin: string | undefined; port: number }): SiteOrigin {
  const origin = siteOriginOf(config);
  return () => origin;
}
