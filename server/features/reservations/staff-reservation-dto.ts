import type { StaffReservationDto } from '@shared/contracts/reservation';
import type { ReservationRow } from '@shared/schema/reservations';
import type { GuestsService } from '../guests/guests.service';
import { toReservationDto } from './reservation.dto';

/**
 * Bookings as staff read them (the whole list, a page, an export): each with its guest's visits,
 * no-shows and allergies, and whether the guest agreed to messages on WhatsApp / SMS.
 */
export async function staffReservationDtos(
  guests: Pick<GuestsService, 'historyOf'>,
  rows: ReservationRow[],
): Promise<StaffReservationDto[]> {
  const history = await guests.historyOf(
    rows.flatMap((r) => (r.guestId === null ? [] : [r.guestId])),
  );
  return rows.map((r) => {
    const guest = r.guestId === null ? null : (history.get(r.guestId) ?? null);
    const { messagingConsent, messagingConsentAt } = {
      messagingConsent: false,
      messagingConsentAt: null,
      ...guest,
    };
    return { ...toReservationDto(r), guest, messagingConsent, messagingConsentAt };
  });
}
