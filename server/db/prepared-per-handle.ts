import type { Db } from './connection';

/**
 * A statement that a process sends again and again with new values, built once per database
 * handle by `build` (its values as `sql.placeholder`s, ending in `.prepare(name)`): Drizzle then
 * no longer builds its text each time, and PostgreSQL plans the named statement once per
 * connection. For the handle only, never a transaction: a statement prepared on the handle runs
 * on a connection of its own, outside the caller's transaction.
 */
export function preparedPerHandle<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
