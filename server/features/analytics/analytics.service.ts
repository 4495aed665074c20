import type { ConversionEventInput } from '@shared/contracts/analytics';
import type { Db } from '../../db/connection';
import { insertConversionEvent } from './analytics.repository';

export async function recordConversion(
  db: Db,
  event: ConversionEventInput,
  userId: number | undefined,
): Promise<void> {
  const reservationId = event.metadata?.reservationId;
  await insertConversionEvent(db, {
    eventType: event.eventType,
    sessionId: event.sessionId,
    userId: userId ?? null,
    reservationId:
      typeof reservationId === 'number' && Number.isInteger(reservationId) ? reservationId : null,
    metadata: event.metadata ?? null,
  });
}
