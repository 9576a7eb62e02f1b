/**
 * Merges one language's area files (<lang>/<area>.json). Each file owns its own top-level keys (the i18n
 * test checks that no two files share one), so a shallow merge is exact.
 */
export type Resources = Record<string, unknown>;

export function mergeAreas(files: Record<string, { default: Resources }>): Resources {
  return Object.assign({}, ...Object.values(files).map((file) => file.default));
}
