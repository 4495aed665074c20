import { eq } from 'drizzle-orm';
import { reservations } from '@shared/schema/reservations';
import type { Db } from '../db/connection';

export async function findReservation(db: Db, id: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row;
}
