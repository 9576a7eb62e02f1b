import type { AdminRouteContext, MemberRouteContext } from '@samity/api';
import { takePdfSlot } from '@samity/api';
import type { FastifyInstance } from 'fastify';
import { createPdfCache, pdfCacheKey } from './pdf-cache';
import type { PdfConfig } from './pdf-config';
import type { PdfArgs, PdfKind } from './pdf-makers';
import { createPdfPool } from './pdf-pool';

/**
 * How a route gets a PDF (docs/decisions/029-pdfs-in-a-worker-pool.md): it checks the reader and gathers
 * the data on the main thread, then asks for a kind with that data; the layout happens in a PDF thread.
 */
export interface PdfService {
  /**
   * Makes a PDF for a signed-in reader, within the reader's account's PDF slots (429 when they are all
   * taken, and nothing is made). `immutable`: the document can never change once made (a receipt, a closed
   * year's statement, adopted minutes); it names everything the document shows but the day it was issued,
   * and the first making is kept and served again, "issued on" that first day.
   */
  make<K extends PdfKind>(
    ctx: AdminRouteContext | MemberRouteContext,
    kind: K,
    args: PdfArgs<K>,
    options?: { immutable?: readonly unknown[] },
  ): Promise<Buffer>;
  /** A PDF for no one in particular (the membership form, made once per instance): no slot is taken. */
  makePublic<K extends PdfKind>(kind: K, args: PdfArgs<K>): Promise<Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pdf: PdfService;
  }
}

/** The PDF threads, their cache and the per-account slots, as `app.pdf`; the threads end when the app closes. */
export function registerPdfService(app: FastifyInstance, config: PdfConfig): void {
  const pool = createPdfPool({ threads: config.threads });
  const cache = createPdfCache(config.cacheBytes);
  app.addHook('onClose', () => pool.close());
  const service: PdfService = {
    async make(ctx, kind, args, options = {}) {
      const key = options.immutable ? pdfCacheKey([kind, ...options.immutable]) : null;
      const kept = key ? cache.get(key) : undefined;
      if (kept) return kept;
      const release = await takePdfSlot(ctx, ctx.actor);
      try {
        const bytes = await pool.render(kind, ...args);
        if (key) cache.set(key, bytes);
        return bytes;
      } finally {
        await release();
      }
    },
    makePublic: (kind, args) => pool.render(kind, ...args),
  };
  app.decorate('pdf', service);
}
