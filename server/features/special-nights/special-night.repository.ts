import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { specialNights, type SpecialNightRow } from '@shared/schema/special-nights';
import type { Db } from '../../db/connection';

export function listSpecialNights(db: Db): Promise<SpecialNightRow[]> {
  return db
    .select()
    .from(specialNights)
    .orderBy(asc(specialNights.startDate), asc(specialNights.id));
}

export async function findSpecialNight(db: Db, id: number): Promise<SpecialNightRow | undefined> {
  const [row] = await db.select().from(specialNights).where(eq(specialNights.id, id)).limit(1);
  return row;
}

/** The special nights that cover any night from `from` to `to` (both included). */
export function specialNightsBetween(
  db: Db,
  from: string,
  to: string,
  exceptId?: number,
): Promise<SpecialNightRow[]> {
  return db
    .select()
    .from(specialNights)
    .where(
      and(
        lte(specialNights.startDate, to),
        gte(specialNights.endDate, from),
        exceptId === undefined ? undefined : ne(specialNights.id, exceptId),
      ),
    )
    .orderBy(asc(specialNights.startDate));
}

/** The special night one date falls in, if any. */
export async function specialNightRowOn(
  db: Db,
  date: string,
): Promise<SpecialNightRow | undefined> {
  const [row] = await specialNightsBetween(db, date, date);
  return row;
}

export async function insertSpecialNight(
  db: Db,
  values: typeof specialNights.$inferInsert,
): Promise<SpecialNightRow> {
  const [row] = await db.insert(specialNights).values(values).returning();
  return row!;
}

export async function updateSpecialNight(
  db: Db,
  id: number,
  values: Partial<typeof specialNights.$inferInsert>,
): Promise<SpecialNightRow | undefined> {
  const [row] = await db
    .update(specialNights)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(specialNights.id, id))
    .returning();
  return row;
}

export async function deleteSpecialNight(db: Db, id: number): Promise<SpecialNightRow | undefined> {
  const [row] = await db.delete(specialNights).where(eq(specialNights.id, id)).returning();
  return row;
}

/**
 * Serialises writes of special nights across processes (two never come to overlap); held until
 * the transaction ends.
 */
export async function lockSpecialNights(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727004, 0)`);
}
