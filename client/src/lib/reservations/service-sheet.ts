import type { BlockedSlotDto, ReservationDto, TimeSlotDto } from '@shared/contracts/reservation';
import { inServiceOrder } from './seatings';

export type SeatingSheet<R extends ReservationDto = ReservationDto> = {
  slot: string;
  /** Seats the seating holds, as staff set it; unknown for a seating that is gone. */
  capacity: number | undefined;
  /** Seats still free (never below 0); unknown when the capacity is. */
  seatsLeft: number | undefined;
  /** Staff closed this seating for the night. */
  blocked: boolean;
  /** Confirmed parties and those already marked completed (they are still in the room). */
  parties: R[];
  guests: number;
  veg: number;
  nonVeg: number;
};

export type ServiceSheet<R extends ReservationDto = ReservationDto> = {
  seatings: SeatingSheet<R>[];
  guests: number;
  veg: number;
  nonVeg: number;
};

/** Parties that hold seats: confirmed, and completed ones (served, but the night's count). */
const HOLDS_SEATS = new Set(['confirmed', 'completed']);

/**
 * The kitchen's view of one night: its parties per seating, in service order, with totals, seats
 * left and blocks. Completing a party keeps it on the sheet (marked), so the count of the night
 * does not drop as service goes on. A booking under a name no seating has any more (renamed
 * since) gets its own section at the end, so no party is left off the sheet.
 */
export function buildServiceSheet<R extends ReservationDto>(
  reservations: R[],
  date: string,
  seatings: readonly TimeSlotDto[],
  blocks: readonly BlockedSlotDto[] = [],
): ServiceSheet<R> {
  const tonight = reservations.filter((r) => r.date === date && HOLDS_SEATS.has(r.status));
  const blockedTonight = new Set(blocks.filter((b) => b.date === date).map((b) => b.timeSlot));
  const ordered = inServiceOrder(seatings);
  const known = ordered.map((s) => s.slot);
  const others = [...new Set(tonight.map((r) => r.timeSlot))]
    .filter((slot) => !known.includes(slot))
    .sort();
  const sheets = [...known, ...others].map((slot) => {
    const parties = tonight
      .filter((r) => r.timeSlot === slot)
      .sort((a, b) => a.name.localeCompare(b.name));
    const capacity = ordered.find((s) => s.slot === slot)?.maxCapacity;
    const guests = parties.reduce((n, r) => n + r.guests, 0);
    return {
      slot,
      capacity,
      seatsLeft: capacity === undefined ? undefined : Math.max(0, capacity - guests),
      blocked: blockedTonight.has(slot),
      parties,
      guests,
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
