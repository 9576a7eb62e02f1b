import { z } from 'zod';
import { defaultPdfThreads } from './pdf-pool';

/**
 * Settings of the PDF threads and their cache (docs/decisions/029-pdfs-in-a-worker-pool.md; README lists
 * them). Read by env.ts, the only reader of process.env, which merges this shape into its schema.
 */
export const pdfEnvShape = {
  /** Threads that lay PDFs out; unset: 1 on a two-core machine, 2 on a larger one. */
  PDF_WORKERS: z.coerce.number<number>().int().min(1).max(16).optional(),
  /** Megabytes of made immutable documents (receipts, closed years, adopted minutes) one instance keeps. */
  PDF_CACHE_MB: z.coerce.number<number>().int().min(0).max(1024).default(16),
};

export interface PdfConfig {
  threads: number;
  cacheBytes: number;
}

export function pdfConfigFrom(env: { PDF_WORKERS?: number | undefined; PDF_CACHE_MB: number }): PdfConfig {
  return { threads: env.PDF_WORKERS ?? defaultPdfThreads(), cacheBytes: env.PDF_CACHE_MB * 1024 * 1024 };
}
