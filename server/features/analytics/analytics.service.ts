import type { ConversionEventInput } from '@shared/contracts/analytics';
import { idSchema } from '@shared/contracts/safe-input';
import type { Db } from '../../db/connection';
import type { Actor } from '../../lib/actor';
import { insertCompletion, insertConversionEvent, isFreshBooking } from './analytics.repository';

/** A completion counts only for a booking made this recently (the page reports it at once). */
export const COMPLETION_WINDOW_MINUTES = 60;

/**
 * Stores a funnel event as the booking page sends it. A 'reservation_complete' is the funnel's
 * result, so it counts only for a real booking made within the last hour, and once per booking:
 * anything else is dropped quietly (the page ignores the answer either way).
 */
export async function recordConversion(
  db: Db,
  event: ConversionEventInput,
  actor: Actor,
): Promise<void> {
  const claimed = event.metadata?.reservationId;
  const reservationId = idSchema.safeParse(typeof claimed === 'number' ? claimed : undefined);
  const row = {
    eventType: event.eventType,
    sessionId: event.sessionId,
    userId: actor.kind === 'staff' ? actor.userId : null,
    reservationId: reservationId.success ? reservationId.data : null,
    metadata: event.metadata ?? null,
  };
  if (event.eventType !== 'reservation_complete') {
    await insertConversionEvent(db, row);
    return;
  }
  if (row.reservationId === null) return;
  if (!(await isFreshBooking(db, row.reservationId, COMPLETION_WINDOW_MINUTES))) return;
  await insertCompletion(db, { ...row, reservationId: row.reservationId });
}
