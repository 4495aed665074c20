import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { StaffReservationDto, TimeSlotDto } from '@shared/contracts/reservation';

/**
 * What the floor shows of a booking but does not own: the booking's row with its actions, and
 * the dialog that adds one. The reservations feature has them; the staff page hands them in.
 */
export type FloorParts = {
  PartyRow: ComponentType<{
    r: StaffReservationDto;
    seatings: readonly TimeSlotDto[];
    /** The floor's Arrived / No-show buttons, shown in the row's action column. */
    attendance?: ReactNode;
  }>;
  AddBooking: ComponentType<{ mode: { kind: 'add'; date: string }; trigger: ReactElement }>;
};
