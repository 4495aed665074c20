import type { Db } from '../db/connection';
import { guestIdFor } from '../features/guests/guest-identity';
import { recordConsent } from './consent.repository';

/**
 * A booking's answer to 'Send updates on WhatsApp / SMS to this number', kept with its guest in
 * the booking's transaction: the latest answer stands (a box left unticked withdraws an earlier
 * yes). Staff bookings ask nothing and change nothing.
 */
export async function recordBookingConsent(
  tx: Db,
  guestId: number | null,
  consent: boolean | undefined,
  at: Date,
): Promise<void> {
  if (guestId === null) return;
  await recordConsent(tx, guestId, consent ?? false, at);
}

/**
 * A waiting party that ticked the box: its guest (found or made, as a booking would) says yes.
 * An unticked box leaves everything as it was, so a diner who never ticks it is not entered
 * in the guest book by joining a waitlist.
 */
export async function recordWaitlistConsent(
  tx: Db,
  input: { email: string; phone: string; messagingConsent?: boolean | undefined },
  at: Date,
): Promise<void> {
  if (!input.messagingConsent) return;
  const guestId = await guestIdFor(tx, input);
  if (guestId !== null) await recordConsent(tx, guestId, true, at);
}
