import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { sessions } from '@shared/schema/sessions';
import { users, type UserRow } from '@shared/schema/users';
import type { Db } from '../../db/connection';

type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export function listUserRows(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.username));
}

/** The row, locked until the transaction ends, so two admins' changes are judged one by one. */
export async function lockUser(tx: Writer, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function findUserByName(db: Writer, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

/**
 * Enabled admins, counted with their rows locked: demoting or disabling one waits for any other
 * such change, so two admins cannot each remove the other and leave nobody in charge.
 */
export async function lockEnabledAdmins(tx: Writer): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.disabled, false)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function insertUser(
  tx: Writer,
  values: { username: string; password: string; isAdmin: boolean; mustChangePassword: boolean },
): Promise<UserRow | undefined> {
  const [row] = await tx.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUserRow(
  tx: Writer,
  id: number,
  values: Partial<Pick<UserRow, 'isAdmin' | 'disabled' | 'password' | 'mustChangePassword'>>,
): Promise<UserRow> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

export async function recordSignIn(db: Db, id: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
}

/**
 * Ends the user's sessions at once (all of them, or all but the one named): their rows go, and
 * the user's session generation goes up, so a copy of an ended session still held by a request
 * in flight, in this process or another, no longer counts anywhere. Returns the new generation
 * (the session that stays adopts it).
 */
export async function endSessionsOf(
  tx: Writer,
  userId: number,
  exceptSid?: string,
): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(eq(users.id, userId))
    .returning({ generation: users.sessionGeneration });
  const owner = sql`(${sessions.sess} #>> '{passport,user}') = ${String(userId)}`;
  await tx.delete(sessions).where(exceptSid ? and(owner, ne(sessions.sid, exceptSid)) : owner);
  return row?.generation ?? 0;
}
