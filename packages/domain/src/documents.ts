/**
 * The society's documents as the browser needs them without any schema (categories, visibilities, limits,
 * download paths): a module of its own, so the public Documents page does not carry zod with its schemas.
 */

export const DOCUMENT_CATEGORIES = ['bylaws', 'registration', 'audit_report', 'minutes', 'circular'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** `public`: anyone, on the public Documents page. `members`: logged-in members (and admins) only. */
export const DOCUMENT_VISIBILITIES = ['public', 'members'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

export const DOCUMENT_LIMITS = {
  title: 200,
  /** Largest PDF accepted: a scanned audit report of a few dozen pages fits. */
  maxBytes: 20 * 1024 * 1024,
  fileName: 120,
  /** Versions one document keeps; a further upload is refused (the history is shown whole). */
  versions: 100,
  pageSize: 20,
  pageMax: 100,
} as const;

/** Where one version's PDF is downloaded (the route checks who may read it). */
export const documentFilePath = (id: number, version: number) =>
  `/api/documents/${id}/versions/${version}/file`;
