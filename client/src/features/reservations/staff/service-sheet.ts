import type { ReservationDto } from '@shared/contracts/reservation';

export type SeatingSheet = {
  slot: string;
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

/** The kitchen's view of one night: confirmed parties per seating, in seating order, with totals. */
export function buildServiceSheet(
  reservations: ReservationDto[],
  date: string,
  slotOrder: string[],
): ServiceSheet {
  const tonight = reservations.filter((r) => r.date === date && r.status === 'confirmed');
  const seatings = slotOrder.map((slot) => {
    const parties = tonight
      .filter((r) => r.timeSlot === slot)
      .sort((a, b) => a.name.localeCompare(b.name));
    return {
      slot,
      parties,
      guests: parties.reduce((n, r) => n + r.guests, 0),
      veg: parties.reduce((n, r) => n + r.vegCount, 0),
      nonVeg: parties.reduce((n, r) => n + r.nonVegCount, 0),
    };
  });
  return {
    seatings,
    guests: seatings.reduce((n, s) => n + s.guests, 0),
    veg: seatings.reduce((n, s) => n + s.veg, 0),
    nonVeg: seatings.reduce((n, s) => n + s.nonVeg, 0),
  };
}
