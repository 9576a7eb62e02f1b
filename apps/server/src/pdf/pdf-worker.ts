import { Piscina } from 'piscina';
import { PDF_MAKERS, type PdfJob } from './pdf-makers';

/**
 * One PDF worker thread (pdf-pool.ts). Its fonts are parsed once, at the first PDF it makes, and kept for
 * every later one (pdf-document.ts); the bytes go back to the main thread moved, not copied.
 */
export default async function makePdf(job: PdfJob): Promise<unknown> {
  const maker = PDF_MAKERS[job.kind] as (...args: unknown[]) => Promise<Buffer>;
  const bytes = await maker(...(job.args as unknown[]));
  // A small Buffer may be a slice of Node's shared pool: moving that would take the pool from this thread.
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : Uint8Array.from(bytes);
  return Piscina.move(new Uint8Array(own.buffer, own.byteOffset, own.byteLength));
}
