import { bookingReference } from '@shared/booking-reference';
import type { ReservationDto, TimeSlotDto } from '@shared/contracts/reservation';
import { formatPaise } from '@shared/money';
import { seatingRank } from '@/lib/reservations/seatings';

export type StatusFilter = 'all' | 'upcoming' | 'completed' | 'cancelled';

/**
 * Staff list: filter by status and by one night ('' for every date), search name/e-mail/phone
 * or booking reference;
 * newest date first, then the seatings in service order (as the database orders them).
 */
export function filterReservations<R extends ReservationDto>(
  list: R[],
  filter: StatusFilter,
  search: string,
  seatings: readonly TimeSlotDto[],
  date = '',
): R[] {
  const rank = seatingRank(seatings);
  const needle = search.trim().toLowerCase();
  const digits = needle.replace(/\D/g, '');
  return list
    .filter((r) => {
      if (date && r.date !== date) return false;
      if (filter === 'upcoming' && r.status !== 'confirmed') return false;
      if (filter === 'completed' && r.status !== 'completed') return false;
      if (filter === 'cancelled' && r.status !== 'cancelled') return false;
      if (!needle) return true;
      return (
        r.name.toLowerCase().includes(needle) ||
        r.email.toLowerCase().includes(needle) ||
        r.phone.toLowerCase().includes(needle) ||
        // The reference a guest reads out on the phone, with or without its 'TR-'.
        (needle.length >= 4 && bookingReference(r.id).toLowerCase().includes(needle)) ||
        (digits.length >= 3 && r.phone.replace(/\D/g, '').includes(digits))
      );
    })
    .sort((a, b) =>
      a.date === b.date
        ? rank(a.timeSlot) - rank(b.timeSlot) || a.timeSlot.localeCompare(b.timeSlot)
        : b.date.localeCompare(a.date),
    );
}

/**
 * Payment column: completed, pending, failed, otherwise 'Not Recorded'; a payment given back in
 * full reads 'Refunded' with what went back (paise), not as if it was never recorded.
 */
export function paymentStatusLabel(status: string | null, refundedPaise = 0): string {
  if (status === 'refunded') {
    return refundedPaise > 0 ? `Refunded ${formatPaise(refundedPaise)}` : 'Refunded';
  }
  if (status === 'completed') return 'Completed';
  if (status === 'pending') return 'Pending';
  if (status === 'failed') return 'Failed';
  return 'Not Recorded';
}

export function shortPaymentId(id: string | null): string {
  if (!id) return '—';
  return id.length > 15 ? `${id.slice(0, 15)}…` : id;
}
