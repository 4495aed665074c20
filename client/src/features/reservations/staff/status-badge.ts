import type { StaffReservationDto } from '@shared/contracts/reservation';

const STATUS_WORD: Record<StaffReservationDto['status'], string> = {
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The status as a row's badge reads it, in sentence case ('Cancelled by guest'): a CSS
 * capitalise made every word a capital ('Cancelled By Guest').
 */
export function statusBadgeText(r: Pick<StaffReservationDto, 'status' | 'cancelledBy'>): string {
  const word = STATUS_WORD[r.status];
  return r.status === 'cancelled' && r.cancelledBy === 'guest' ? `${word} by guest` : word;
}
