import { paymentEvents } from '@shared/schema/payment-events';
import type { Db } from '../db/connection';

/**
 * Records a webhook event by the gateway's id; false when it was recorded before (a redelivery),
 * decided by the unique constraint so two deliveries at once cannot both count.
 */
export async function recordPaymentEvent(
  tx: Db,
  event: { eventId: string; event: string; gatewayOrderId: string | null },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}
