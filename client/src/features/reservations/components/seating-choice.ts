import type { AvailabilityEntry } from '@shared/contracts/reservation';
import { seatingHasStarted } from '@shared/restaurant-time';

// What each seating of a night offers a party, worked out from GET /api/availability. Pure: the
// caller passes the clock, read in an effect, never during render.

export type SeatingChoice = {
  id: number;
  slot: string;
  availableSeats: number;
  /** Whether this party may choose it. */
  takesParty: boolean;
  /** Shown beside the seating: the seats left, or why it cannot be chosen. */
  note: string;
  /** The seating has no room for this party (full, closed or too small): other nights may. */
  noRoom: boolean;
  /** It is full or too small for the party but otherwise open: the party may join its waitlist. */
  waitable: boolean;
};

const seats = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/** What a diner reads beside a seating that takes nobody, by the server's reason. */
const CLOSED_NOTE: Record<NonNullable<AvailabilityEntry['unavailableReason']>, string> = {
  started: 'Already started',
  blocked: 'Closed on this night',
  full: 'Fully booked',
  closed: 'Not offered',
  closed_day: 'We are closed on this day',
  beyond_window: 'Not yet open for booking',
};

/**
 * The seatings of `date` for a party of `guests`. A seating that has started is closed for
 * good (the browser's clock may run ahead of the last answer); one the server calls unavailable
 * says why; one with fewer seats than the party says how many are left.
 */
export function seatingChoices(
  entries: readonly AvailabilityEntry[],
  { date, guests, now, timeZone }: { date: string; guests: number; now?: Date; timeZone: string },
): SeatingChoice[] {
  return entries.map((entry) => {
    const base = { id: entry.id, slot: entry.slot, availableSeats: entry.availableSeats };
    if (now && seatingHasStarted(date, entry.startTime, now, timeZone)) {
      return {
        ...base,
        takesParty: false,
        noRoom: false,
        waitable: false,
        note: 'Already started',
      };
    }
    if (!entry.isAvailable || entry.availableSeats <= 0) {
      const reason = entry.unavailableReason ?? 'full';
      return {
        ...base,
        takesParty: false,
        // Other nights may have room for a full or blocked seating, or on a weekday we open;
        // not for one never offered, nor nearer nights for one beyond the booking window.
        noRoom: reason !== 'closed' && reason !== 'started' && reason !== 'beyond_window',
        waitable: reason === 'full',
        note: CLOSED_NOTE[reason],
      };
    }
    if (entry.availableSeats < guests) {
      return {
        ...base,
        takesParty: false,
        noRoom: true,
        waitable: true,
        note: `Only ${seats(entry.availableSeats)} left, not enough for ${guests}`,
      };
    }
    return {
      ...base,
      takesParty: true,
      noRoom: false,
      waitable: false,
      note: `${seats(entry.availableSeats)} left`,
    };
  });
}

export type OwnBooking = { date: string; timeSlot: string; guests: number };

/**
 * Availability as a guest changing their booking sees it: on their own night, their own
 * seating also offers the seats they hold now, since a change gives them back. A seating staff
 * closed, or one that has started, stays closed: the server would refuse the change.
 */
export function withOwnSeats(
  entries: readonly AvailabilityEntry[],
  date: string,
  own: OwnBooking,
): AvailabilityEntry[] {
  if (date !== own.date) return [...entries];
  return entries.map((entry) =>
    entry.slot === own.timeSlot && (entry.isAvailable || entry.unavailableReason === 'full')
      ? {
          ...entry,
          availableSeats: (entry.isAvailable ? entry.availableSeats : 0) + own.guests,
          isAvailable: true,
          unavailableReason: null,
        }
      : entry,
  );
}

/** Whether nearest free nights are worth asking for: the chosen seating, or all, cannot seat us. */
export function seatingsWantingOtherNights(
  choices: readonly SeatingChoice[],
  chosen: string,
): string[] {
  const picked = choices.find((c) => c.slot === chosen);
  if (picked) return picked.noRoom ? [picked.slot] : [];
  if (choices.length === 0 || choices.some((c) => c.takesParty)) return [];
  return choices.filter((c) => c.noRoom).map((c) => c.slot);
}

/** The seatings of the night a party may wait for: full, or too small for it, and not started. */
export function waitableSeatings(choices: readonly SeatingChoice[]): string[] {
  return choices.filter((c) => c.waitable).map((c) => c.slot);
}
