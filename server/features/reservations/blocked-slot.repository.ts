import { asc, eq } from 'drizzle-orm';
import { blockedSlots, type BlockedSlotRow } from '@shared/schema/blocked-slots';
import type { Db } from '../../db/connection';

export function listBlockedSlots(db: Db): Promise<BlockedSlotRow[]> {
  return db.select().from(blockedSlots).orderBy(asc(blockedSlots.date), asc(blockedSlots.timeSlot));
}

export async function insertBlockedSlot(
  db: Db,
  row: { date: string; timeSlot: string; reason: string },
): Promise<BlockedSlotRow> {
  const [created] = await db.insert(blockedSlots).values(row).returning();
  return created!;
}

export async function deleteBlockedSlot(db: Db, id: number): Promise<BlockedSlotRow | undefined> {
  const [removed] = await db.delete(blockedSlots).where(eq(blockedSlots.id, id)).returning();
  return removed;
}
