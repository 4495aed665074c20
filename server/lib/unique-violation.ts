import { databaseErrorOf } from './app-error';

/** True for PostgreSQL's unique_violation (23505), as raised by pg and by PGlite. */
export function isUniqueViolation(err: unknown): boolean {
  return databaseErrorOf(err)?.code === '23505';
}
