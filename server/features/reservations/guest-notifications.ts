import type { ReservationDto } from '@shared/contracts/reservation';
import type { Db } from '../../db/connection';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { bookingConfirmationMail } from './booking-confirmation';
import { findTimeSlot } from './seating.repository';

export type NotificationDeps = { db: Db; mailer: Mailer; logger: Logger; timeZone: string };

/**
 * Sends the diner's confirmation in the background: a booking never waits for, or fails
 * because of, the mail server. The returned promise never rejects; a failure is logged (with the
 * reservation id, not the diner's address) for staff to follow up.
 */
export function sendBookingConfirmation(
  deps: NotificationDeps,
  reservation: ReservationDto,
  manageUrl: string,
): Promise<void> {
  const sending = (async () => {
    // The seating's hours come from the table the booking was checked against, so the invite
    // follows staff changes to a seating's times.
    const seating = await findTimeSlot(deps.db, reservation.timeSlot);
    if (!seating) throw new Error(`unknown seating '${reservation.timeSlot}'`);
    await deps.mailer.send(
      bookingConfirmationMail({
        reservation,
        seating: { startTime: seating.startTime, endTime: seating.endTime },
        manageUrl,
        timeZone: deps.timeZone,
      }),
    );
    deps.logger.info({ reservationId: reservation.id }, 'booking confirmation e-mail sent');
  })();
  return sending.catch((err: unknown) => {
    deps.logger.error({ err, reservationId: reservation.id }, 'booking confirmation e-mail failed');
  });
}
