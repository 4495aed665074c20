import type { ReservationDto, TimeSlotDto } from '@shared/contracts/reservation';
import { inServiceOrder } from '../seatings';

export type SeatingSheet = {
  slot: string;
  /** Seats the seating holds, as staff set it; unknown for a seating that is gone. */
  capacity: number | undefined;
  parties: ReservationDto[];
  guests: number;
  veg: number;
  nonVeg: number;
};

export type ServiceSheet = {
  seatings: SeatingSheet[];
  guests: number;
  veg: number;
  nonVeg: number;
};

/**
 * The kitchen's view of one night: confirmed parties per seating, in service order, with totals.
 * A booking under a name no seating has any more (renamed since) gets its own section at the end,
 * so no party is left off the sheet.
 */
export function buildServiceSheet(
  reservations: ReservationDto[],
  date: string,
  seatings: readonly TimeSlotDto[],
): ServiceSheet {
  const tonight = reservations.filter((r) => r.date === date && r.status === 'confirmed');
  const ordered = inServiceOrder(seatings);
  const known = ordered.map((s) => s.slot);
  const others = [...new Set(tonight.map((r) => r.timeSlot))]
    .filter((slot) => !known.includes(slot))
    .sort();
  const sheets = [...known, ...others].map((slot) => {
    const parties = tonight
      .filter((r) => r.timeSlot === slot)
      .sort((a, b) => a.name.localeCompare(b.name));
    return {
      slot,
      capacity: ordered.find((s) => s.slot === slot)?.maxCapacity,
      parties,
      guests: parties.reduce((n, r) => n + r.guests, 0),
      veg: parties.reduce((n, r) => n + r.vegCount, 0),
      nonVeg: parties.reduce((n, r) => n + r.nonVegCount, 0),
    };
  });
  return {
    seatings: sheets,
    guests: sheets.reduce((n, s) => n + s.guests, 0),
    veg: sheets.reduce((n, s) => n + s.veg, 0),
    nonVeg: sheets.reduce((n, s) => n + s.nonVeg, 0),
  };
}
