import type { ConversionEventInput } from '@shared/contracts/analytics';
import { idSchema } from '@shared/contracts/safe-input';
import type { Db } from '../../db/connection';
import { insertConversionEvent } from './analytics.repository';

export async function recordConversion(
  db: Db,
  event: ConversionEventInput,
  userId: number | undefined,
): Promise<void> {
  const claimed = event.metadata?.reservationId;
  const reservationId = idSchema.safeParse(typeof claimed === 'number' ? claimed : undefined);
  await insertConversionEvent(db, {
    eventType: event.eventType,
    sessionId: event.sessionId,
    userId: userId ?? null,
    reservationId: reservationId.success ? reservationId.data : null,
    metadata: event.metadata ?? null,
  });
}
