/**
 * A statement's lines with the previous year's beside them (docs/year-end.md, The statements): the lines of
 * both years in one list, this year's order kept, a line only the previous year had (a source not used this
 * year) put after the line it followed there, so each figure stands beside the same line of the year before.
 * A line is known by its section (the heading above it) and its label, as a source may be an income and an
 * expense both.
 */
export interface LinePair<T> {
  now: T | null;
  before: T | null;
}

function keyed<T>(rows: readonly T[], label: (row: T) => string, isHeading: (row: T) => boolean) {
  let section = '';
  return rows.map((row) => {
    if (isHeading(row)) section = label(row);
    return { row, key: isHeading(row) ? `#${label(row)}` : `${section}\u0000${label(row)}` };
  });
}

export function besideLastYear<T>(
  now: readonly T[],
  before: readonly T[],
  label: (row: T) => string,
  isHeading: (row: T) => boolean,
): LinePair<T>[] {
  const previous = keyed(before, label, isHeading);
  const previousByKey = new Map(previous.map((p) => [p.key, p.row]));
  const lines: (LinePair<T> & { key: string })[] = keyed(now, label, isHeading).map(({ row, key }) => ({
    key,
    now: row,
    before: previousByKey.get(key) ?? null,
  }));
  let after = -1;
  for (const { row, key } of previous) {
    const at = lines.findIndex((line) => line.key === key);
    if (at >= 0) {
      after = at;
      continue;
    }
    lines.splice(after + 1, 0, { key, now: null, before: row });
    after += 1;
  }
  return lines.map(({ now: n, before: b }) => ({ now: n, before: b }));
}
