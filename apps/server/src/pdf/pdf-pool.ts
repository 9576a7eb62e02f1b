import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PdfArgs, PdfJob, PdfKind } from './pdf-makers';

/**
 * The threads that lay PDFs out (docs/decisions/029-pdfs-in-a-worker-pool.md). A Bengali page costs the
 * CPU hundreds of milliseconds of shaping; made on the main thread it stopped every other request, /healthz
 * included, for that long. Here the main thread only sends plain data and receives bytes.
 */
export interface PdfPool {
  render<K extends PdfKind>(kind: K, ...args: PdfArgs<K>): Promise<Buffer>;
  /** Ends the threads (at shutdown); a later render starts them again. */
  close(): Promise<void>;
}

/** The default thread count: one core is left to the main thread (and the database on a small machine). */
export const defaultPdfThreads = () => Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * Where the worker's code is. Built, this module is inlined into dist/main.js (or a chunk beside it) and the
 * worker is its own entry, dist/pdf-worker.js (tsup.config.ts). From sources (tsx, vitest) it is the .ts file
 * beside this one, loaded through tsx's hooks in the thread.
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  const fromSources = import.meta.url.endsWith('.ts');
  const file = new URL(fromSources ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url);
  return { filename: fileURLToPath(file), execArgv: fromSources ? ['--import', 'tsx'] : [] };
}

export function createPdfPool(options: { threads: number; idleSeconds?: number }): PdfPool {
  let pool: Piscina | null = null;
  // Started at the first PDF, not at boot: most instances make none for hours, and each thread holds fonts.
  const started = () => {
    pool ??= new Piscina({
      ...workerEntry(),
      minThreads: 0,
      maxThreads: options.threads,
      // A thread that made nothing for a while ends, and gives its memory back.
      idleTimeout: (options.idleSeconds ?? 300) * 1000,
      // Bounded: a queue longer than this refuses at once rather than holding requests for minutes.
      maxQueue: 64 * options.threads,
      // Below the main thread's priority (Linux nice, per thread): when the cores are busy, the scheduler
      // gives them to the requests (/healthz, the public lists) first and to the PDFs after.
      niceIncrement: 10,
    });
    return pool;
  };
  return {
    async render(kind, ...args) {
      const job: PdfJob = { kind, args } as PdfJob;
      const bytes: Uint8Array = await started().run(job);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async close() {
      const closing = pool;
      pool = null;
      await closing?.destroy();
    },
  };
}
