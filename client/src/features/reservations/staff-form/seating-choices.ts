import type {
  BlockedSlotDto,
  ReservationDto,
  StaffReservationInput,
  TimeSlotDto,
} from '@shared/contracts/reservation';
import { seatingHasStarted, tastingHasEnded } from '@shared/restaurant-time';
import { buildServiceSheet } from '@/lib/reservations/service-sheet';

export type SeatingChoice = {
  slot: string;
  seatsLeft: number;
  /** Why staff cannot pick it now; undefined when it can take the party. */
  unavailable: 'blocked' | 'started' | 'ended' | 'full' | 'too few seats' | undefined;
  label: string;
};

export type SeatingChoiceQuery = {
  date: string;
  guests: number;
  source: StaffReservationInput['source'];
  seatings: readonly TimeSlotDto[];
  reservations: readonly ReservationDto[];
  blocks: readonly BlockedSlotDto[];
  now: Date;
  timeZone: string;
  /** How long a seating's evening lasts (the server's TASTING_LENGTH_MINUTES). */
  tastingMinutes: number;
  /** The booking being edited: its own seats count as free, and its seating stays choosable. */
  editing?: ReservationDto | undefined;
};

function labelOf(slot: string, seatsLeft: number, unavailable: SeatingChoice['unavailable']) {
  const seats = `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
  if (!unavailable) return `${slot} (${seats})`;
  if (unavailable === 'too few seats') return `${slot} (only ${seats})`;
  return `${slot} (${unavailable})`;
}

/**
 * The seatings staff may book a party into on a date, with the seats left, by the server's rule
 * (server/features/reservations/booking-rules.ts): a blocked or full seating takes nobody; a
 * phone booking needs a seating that has not started; a walk-in may sit down in one that has,
 * until its evening ends (its start plus the tasting's length, not its one-hour slot). Seats are counted from the staff list, so no extra request is needed.
 */
export function seatingChoices(q: SeatingChoiceQuery): SeatingChoice[] {
  const active = q.seatings.filter((s) => s.isActive);
  const sheet = buildServiceSheet([...q.reservations], q.date, active, q.blocks);
  // The sheet lists the seatings in service order (and any retired name a party holds: skipped).
  return sheet.seatings.flatMap((section) => {
    const seating = active.find((s) => s.slot === section.slot);
    if (!seating) return [];
    const own =
      q.editing &&
      q.editing.date === q.date &&
      q.editing.timeSlot === seating.slot &&
      q.editing.status !== 'cancelled';
    const seatsLeft = Math.max(0, (section.seatsLeft ?? 0) + (own ? q.editing!.guests : 0));
    let unavailable: SeatingChoice['unavailable'];
    if (section.blocked) unavailable = 'blocked';
    else if (
      q.source === 'walk_in' &&
      tastingHasEnded(q.date, seating.startTime, q.tastingMinutes, q.now, q.timeZone)
    )
      unavailable = 'ended';
    else if (
      q.source === 'phone' &&
      seatingHasStarted(q.date, seating.startTime, q.now, q.timeZone)
    )
      unavailable = 'started';
    else if (seatsLeft === 0) unavailable = 'full';
    else if (seatsLeft < q.guests) unavailable = 'too few seats';
    // The booking's own seating stays choosable: staff may correct a name at the table.
    if (own) unavailable = undefined;
    return [
      {
        slot: seating.slot,
        seatsLeft,
        unavailable,
        label: labelOf(seating.slot, seatsLeft, unavailable),
      },
    ];
  });
}
