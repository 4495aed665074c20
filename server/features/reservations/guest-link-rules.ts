import type { ReservationRow } from '@shared/schema/reservations';
import { conflict } from '../../lib/app-error';

/**
 * Once the floor has welcomed the party, the guest's link changes nothing more (party, night,
 * needs, 'I'm coming', a cancel): the evening is under way, and the staff see to it in person.
 */
export function assertNotArrived(row: Pick<ReservationRow, 'attendance'>): void {
  if (row.attendance === 'arrived') {
    throw conflict(
      'You have arrived and we have welcomed you, so this booking can no longer be changed here. Please tell your server.',
    );
  }
}
