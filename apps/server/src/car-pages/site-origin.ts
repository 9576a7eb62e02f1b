import type { FastifyRequest } from 'fastify';

/** The site's public address for a request: what absolute addresses (canonical, og:image, sitemap) start with. */
export type SiteOrigin = (request: FastifyRequest) => string;

/**
 * PUBLIC_ORIGIN when set: a deployment names its address and a forged Host header changes nothing. Without
 * it (the demo, a test), the address the request came to, as the online payments' return address does;
 * Fastify reads X-Forwarded-Proto/Host only when TRUST_PROXY says a proxy stands in front.
 */
export function siteOrigin(publicOrigin: string | undefined): SiteOrigin {
  const configured = publicOrigin?.replace(/\/+$/, '');
  return (request) => configured ?? `${request.protocol}://${request.host}`;
}
