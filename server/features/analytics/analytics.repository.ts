import { conversionEvents } from '@shared/schema/analytics';
import type { Db } from '../../db/connection';

export async function insertConversionEvent(
  db: Db,
  row: typeof conversionEvents.$inferInsert,
): Promise<void> {
  await db.insert(conversionEvents).values(row);
}
