import type { AdminRouteContext, MemberRouteContext } from '@samity/api';
import { takePdfSlot } from '@samity/api';
import type { FastifyInstance } from 'fastify';
import { createPdfCache, pdfCacheKey } from './pdf-cache';
import type { PdfConfig } from './pdf-config';
import type { PdfArgs, PdfKind } from './pdf-makers';
import { createPdfPool } from './pdf-pool';

/**
 * How a route gets a PDF (docs/decisions/029-pdfs-in-a-worker-pool.md): it checks the reader, takes one of
 * the reader's PDF slots (`holding`), gathers the data on the main thread, then asks for a kind with that
 * data; the layout happens in a PDF thread.
 */
export interface PdfService {
  /**
   * Runs `work` (gathering a file's data and asking for its PDFs) within one of the reader's account's PDF
   * slots, taken first: an ask refused for a full account (429) costs no data gathering. The PDFs `work`
   * makes for this context share that slot.
   */
  holding<T>(ctx: AdminRouteContext | MemberRouteContext, work: () => Promise<T>): Promise<T>;
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
  // The contexts whose route holds a slot for its whole work: their PDFs take no second one.
  const held = new WeakSet<object>();
  const holding = async <T>(ctx: AdminRouteContext | MemberRouteContext, work: () => Promise<T>) => {
    if (held.has(ctx)) return work();
    const release = await takePdfSlot(ctx, ctx.actor);
    held.add(ctx);
    try {
      return await work();
    } finally {
      held.delete(ctx);
      await release();
    }
  };
  app.addHook('onClose', () => pool.close());
  const service: PdfService = {
    holding,
    make(ctx, kind, args, options = {}) {
      const key = options.immutable ? pdfCacheKey([kind, ...options.immutable]) : null;
      const kept = key ? cache.get(key) : undefined;
      if (kept) return Promise.resolve(kept);
      return holding(ctx, async () => {
        const bytes = await pool.render(kind, ...args);
        if (key) cache.set(key, bytes);
        return bytes;
      });
    },
    makePublic: (kind, args) => pool.render(kind, ...args),
  };
  app.decorate('pdf', service);
}
