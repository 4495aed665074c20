import type { TimeSlotRow } from '@shared/schema/time-slots';
import type { SpecialNightRow } from '@shared/schema/special-nights';
import type { Db } from '../../db/connection';
import { specialNightRowOn, specialNightsBetween } from './special-night.repository';

// A seating's seats on a night: a special night's own number for it when it gives one, otherwise
// the seating's. Every capacity check (booking, waitlist, availability, staff moves) reads this.

const ownCapacity = (night: SpecialNightRow | undefined, seating: Pick<TimeSlotRow, 'id'>) =>
  night?.capacities.find((c) => c.timeSlotId === seating.id)?.maxCapacity;

/** The seating row as it stands on one night: its capacity that night. */
export async function seatingOnNight<S extends TimeSlotRow>(db: Db, seating: S, date: string) {
  return seatingOnSpecialNight(seating, await specialNightRowOn(db, date));
}

/** The seating row as it stands on a night whose special-night row (if any) is already read. */
export function seatingOnSpecialNight<S extends Pick<TimeSlotRow, 'id' | 'maxCapacity'>>(
  seating: S,
  night: SpecialNightRow | undefined,
): S {
  const own = ownCapacity(night, seating);
  return own === undefined ? seating : { ...seating, maxCapacity: own };
}

/** Every seating as it stands on one night. */
export async function seatingsOnNight<S extends TimeSlotRow>(
  db: Db,
  seatings: S[],
  date: string,
): Promise<S[]> {
  const night = await specialNightRowOn(db, date);
  if (!night) return seatings;
  return seatings.map((s) => {
    const own = ownCapacity(night, s);
    return own === undefined ? s : { ...s, maxCapacity: own };
  });
}

/** A reader of each seating's capacity on each night from `from` to `to`, in one query. */
export async function capacitiesBetween(
  db: Db,
  from: string,
  to: string,
): Promise<(date: string, seating: TimeSlotRow) => number> {
  const nights = await specialNightsBetween(db, from, to);
  return (date, seating) => {
    const night = nights.find((n) => n.startDate <= date && date <= n.endDate);
    return ownCapacity(night, seating) ?? seating.maxCapacity;
  };
}
