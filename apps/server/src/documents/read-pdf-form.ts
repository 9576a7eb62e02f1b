import type { FastifyRequest } from 'fastify';

/** A multipart form with one file in `file` and a few short text fields (title, category, visibility). */
export type PdfForm =
  | { kind: 'ok'; fields: Record<string, string>; data: Buffer; fileName: string }
  | { kind: 'missing' | 'too-large' | 'malformed' };

/**
 * Reads the whole form, the file into memory (it is at most the route's size limit, enforced while reading by
 * @fastify/multipart's fileSize, so an oversize file is cut off, never buffered whole). Only the first file
 * counts; further parts beyond the limits make the form unreadable.
 */
export async function readPdfForm(request: FastifyRequest): Promise<PdfForm> {
  const fields: Record<string, string> = {};
  let file: { data: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file' && !file && data.length > 0)
          file = { data, fileName: part.filename ?? '' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return { kind: 'too-large' };
    request.log.info({ err: error }, 'unreadable document form');
    return { kind: 'malformed' };
  }
  return file ? { kind: 'ok', fields, ...file } : { kind: 'missing' };
}
