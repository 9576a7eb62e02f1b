/** A timestamptz as the API speaks it (ISO 8601, UTC); both drivers answer a Date, older rows a string. */
export function toIso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function toIsoOrNull(value: Date | string | null): string | null {
  return value === null ? null : toIso(value);
}
