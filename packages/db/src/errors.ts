/**
 * PostgreSQL's unique_violation (SQLSTATE 23505), as both drivers report it: a write that lost a race for a
 * unique key (two admins adding the same member number at once), which the service answers with a 409.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
