import { eq, sql } from 'drizzle-orm';
import { users, type UserRow } from '@shared/schema/users';
import type { Db } from '../../db/connection';

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Inserts the user unless the username exists; returns the new row or undefined. */
export async function insertUserIfAbsent(
  db: Db,
  user: { username: string; password: string; isAdmin: boolean },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}
