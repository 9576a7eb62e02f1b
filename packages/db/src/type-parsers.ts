/**
 * One set of type parsers for both drivers (PGlite and pg disagree by default, and the app must not notice which one runs).
 * - int8 (count(*), bigint money in poisha) -> JS number, refusing values that would lose precision
 * - date -> 'YYYY-MM-DD' string, never a Date shifted by the server's time zone
 * - numeric -> string (exact; we store money as integer poisha, so numeric is rare)
 */
const OID = { int8: 20, date: 1082, numeric: 1700 } as const;

function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed))
    throw new RangeError(`int8 value ${value} exceeds the safe integer range`);
  return parsed;
}

export const sharedParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: parseInt8,
  [OID.date]: (value) => value,
  [OID.numeric]: (value) => value,
};
