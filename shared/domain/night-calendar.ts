import type { NightState } from '../contracts/reservation';

/**
 * How a booking calendar shows a night the month model marks (GET /api/availability/month):
 * `choosable` nights may be picked, the others are struck through and refused; `label` is what a
 * screen reader hears after the date. Past nights and those beyond the window are outside the
 * calendar's range and need no mark; open nights need none either.
 */
export type NightMark = { kind: 'full' | 'closed'; label: string; choosable: boolean };

/**
 * A closed night (the weekly day off, or every seating closed by staff) is never choosable. A
 * full night is not closed: where the page offers a waitlist (the booking form) it stays
 * choosable, so the diner can pick it and join a seating's waitlist; where it does not (a
 * booked guest moving their booking) there is nothing to do on it, and it is refused too.
 */
export function nightMark(state: NightState, where: { waitlist: boolean }): NightMark | undefined {
  if (state === 'closed') return { kind: 'closed', label: 'closed', choosable: false };
  if (state !== 'full') return undefined;
  return where.waitlist
    ? { kind: 'full', label: 'fully booked, waitlist open', choosable: true }
    : { kind: 'full', label: 'fully booked', choosable: false };
}
