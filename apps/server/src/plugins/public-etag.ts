import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A public API answer carries a weak ETag made from its body, and a client that sends it back in
 * If-None-Match gets 304 without the body. Weak because the body is compared after compression may differ;
 * the hash says only "the same JSON". tRPC hands Fastify a fetch Response: its status, headers and body are
 * taken over here (Fastify would do the same after this hook) so the body can be hashed.
 */
export async function withPublicEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!(payload instanceof Response)) return withPublicEtagNow(request, reply, payload);
  if (payload.status !== 200) return payload;
  reply.code(payload.status);
  for (const [name, value] of payload.headers) reply.header(name, value);
  return withPublicEtagNow(request, reply, await payload.text());
}

/** The same for a body already in hand (a string or a Buffer): no waiting. */
export function withPublicEtagNow(request: FastifyRequest, reply: FastifyReply, body: unknown): unknown {
  if (reply.statusCode !== 200 || (typeof body !== 'string' && !Buffer.isBuffer(body))) return body;
  // A kept public answer comes with the tag made when it was kept (public-answer-cache.ts): no hashing again.
  const known = reply.getHeader('etag');
  const etag =
    typeof known === 'string' ? known : `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) {
    reply.code(304);
    return null;
  }
  return body;
}

/** If-None-Match compares weakly: a list of tags, each with or without W/, or "*". */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === opaque || candidate.slice(2) === opaque;
  });
}
