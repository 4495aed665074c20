/** True for PostgreSQL's unique_violation (23505), as raised by pg and by PGlite. */
export function isUniqueViolation(err: unknown): boolean {
  let current: unknown = err;
  // drizzle wraps driver errors; the code sits on the cause.
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
