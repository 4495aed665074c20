import type { ReservationDto } from '@shared/contracts/reservation';
import { SEATINGS } from '@shared/constants';
import type { Db } from '../../db/connection';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { bookingConfirmationMail } from './booking-confirmation';
import { findTimeSlot } from './seating.repository';

export type NotificationDeps = { db: Db; mailer: Mailer; logger: Logger; timeZone: string };

/**
 * Sends the diner's confirmation in the background: a booking never waits for, or fails
 * because of, the mail server. A failure is logged for staff to follow up.
 */
export function sendBookingConfirmation(
  deps: NotificationDeps,
  reservation: ReservationDto,
  manageUrl: string,
): Promise<void> {
  const sending = (async () => {
    const slot = await findTimeSlot(deps.db, reservation.timeSlot);
    const seating = slot ?? SEATINGS.find((s) => s.slot === reservation.timeSlot) ?? SEATINGS[0];
    await deps.mailer.send(
      bookingConfirmationMail({
        reservation,
        seating: { startTime: seating.startTime, endTime: seating.endTime },
        manageUrl,
        timeZone: deps.timeZone,
      }),
    );
  })();
  return sending.catch((err: unknown) => {
    deps.logger.error({ err, reservationId: reservation.id }, 'booking confirmation e-mail failed');
  });
}
