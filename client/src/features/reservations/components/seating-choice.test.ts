import { describe, expect, it } from 'vitest';
import type { AvailabilityEntry } from '@shared/contracts/reservation';
import {
  seatingChoices,
  seatingsWantingOtherNights,
  waitableSeatings,
  withOwnSeats,
} from './seating-choice';

const entry = (over: Partial<AvailabilityEntry>): AvailabilityEntry => ({
  id: 1,
  slot: '7:00 PM - 8:00 PM',
  startTime: '19:00',
  endTime: '20:00',
  availableSeats: 10,
  isAvailable: true,
  unavailableReason: null,
  ...over,
});

const night = [
  entry({ id: 1, slot: 'Seven', startTime: '19:00', availableSeats: 10 }),
  entry({ id: 2, slot: 'Eight', startTime: '20:00', availableSeats: 3 }),
  entry({
    id: 3,
    slot: 'Nine',
    startTime: '21:00',
    availableSeats: 0,
    isAvailable: false,
    unavailableReason: 'full',
  }),
];
const timeZone = 'Asia/Kolkata';
// 19:30 in Kolkata on 25 Nov 2026.
const during = new Date('2026-11-25T14:00:00Z');

describe('seating choices', () => {
  it('when seats are left for the party, then it may be chosen and says how many', () => {
    const [seven, eight] = seatingChoices(night, { date: '2026-11-30', guests: 2, timeZone });
    expect(seven).toMatchObject({ takesParty: true, noRoom: false, note: '10 seats left' });
    expect(eight).toMatchObject({ takesParty: true, note: '3 seats left' });
  });

  it('when fewer seats are left than guests, then it is disabled and says why', () => {
    const eight = seatingChoices(night, { date: '2026-11-30', guests: 4, timeZone })[1];
    expect(eight).toMatchObject({
      takesParty: false,
      noRoom: true,
      note: 'Only 3 seats left, not enough for 4',
    });
  });

  it('when the server says unavailable, then the seating says why, and only full or blocked ones send the diner to other nights', () => {
    const nine = seatingChoices(night, { date: '2026-11-30', guests: 1, timeZone })[2];
    expect(nine).toMatchObject({ takesParty: false, noRoom: true, note: 'Fully booked' });
    const closed = (unavailableReason: AvailabilityEntry['unavailableReason']) =>
      seatingChoices([entry({ availableSeats: 0, isAvailable: false, unavailableReason })], {
        date: '2026-11-30',
        guests: 1,
        timeZone,
      })[0];
    expect(closed('blocked')).toMatchObject({ noRoom: true, note: 'Closed on this night' });
    expect(closed('started')).toMatchObject({ noRoom: false, note: 'Already started' });
    expect(closed('closed')).toMatchObject({ noRoom: false, note: 'Not offered' });
  });

  it('when a seating is full or too small for the party, then the party may wait for it; not when it is blocked, closed or started', () => {
    const choices = seatingChoices(night, { date: '2026-11-30', guests: 4, timeZone });
    expect(waitableSeatings(choices)).toEqual(['Eight', 'Nine']);
    const blocked = seatingChoices(
      [entry({ availableSeats: 0, isAvailable: false, unavailableReason: 'blocked' })],
      { date: '2026-11-30', guests: 1, timeZone },
    );
    expect(waitableSeatings(blocked)).toEqual([]);
    const started = seatingChoices(night, { date: '2026-11-25', guests: 4, now: during, timeZone });
    expect(waitableSeatings(started)).toEqual(['Eight', 'Nine']);
    const late = new Date('2026-11-25T15:45:00Z');
    expect(
      waitableSeatings(
        seatingChoices(night, { date: '2026-11-25', guests: 4, now: late, timeZone }),
      ),
    ).toEqual([]);
  });

  it('when a seating has started on the restaurant clock, then it is closed, not full', () => {
    const [seven, eight] = seatingChoices(night, {
      date: '2026-11-25',
      guests: 2,
      now: during,
      timeZone,
    });
    expect(seven).toMatchObject({ takesParty: false, noRoom: false, note: 'Already started' });
    expect(eight).toMatchObject({ takesParty: true });
  });

  it('when the clock is not read yet, then the server’s answer alone decides', () => {
    const seven = seatingChoices(night, { date: '2026-11-25', guests: 2, timeZone })[0];
    expect(seven).toMatchObject({ takesParty: true });
  });

  it('when one seat is left, then it says seat, not seats', () => {
    const one = seatingChoices([entry({ availableSeats: 1 })], {
      date: '2026-11-30',
      guests: 1,
      timeZone,
    });
    expect(one[0]?.note).toBe('1 seat left');
  });
});

describe('own seats on the change form', () => {
  const own = { date: '2026-11-30', timeSlot: 'Eight', guests: 4 };

  it('when the same night, then the own seating offers its free seats plus the party’s', () => {
    expect(withOwnSeats(night, '2026-11-30', own)[1]).toMatchObject({
      availableSeats: 7,
      isAvailable: true,
    });
  });

  it('when the own seating is full (by the party itself), then the party’s seats are free', () => {
    const full = [
      entry({ slot: 'Eight', availableSeats: 0, isAvailable: false, unavailableReason: 'full' }),
    ];
    expect(withOwnSeats(full, '2026-11-30', own)[0]).toMatchObject({
      availableSeats: 4,
      isAvailable: true,
      unavailableReason: null,
    });
  });

  it('when staff closed the own seating that night, then it stays closed (the server would refuse)', () => {
    const blocked = [
      entry({ slot: 'Eight', availableSeats: 0, isAvailable: false, unavailableReason: 'blocked' }),
    ];
    expect(withOwnSeats(blocked, '2026-11-30', own)).toEqual(blocked);
  });

  it('when another night or seating, then nothing changes', () => {
    expect(withOwnSeats(night, '2026-12-01', own)).toEqual(night);
    expect(withOwnSeats(night, '2026-11-30', own)[0]).toEqual(night[0]);
  });
});

describe('when to offer other nights', () => {
  const choices = (guests: number) =>
    seatingChoices(night, { date: '2026-11-30', guests, timeZone });

  it('when the chosen seating has no room, then for that seating only', () => {
    expect(seatingsWantingOtherNights(choices(5), 'Eight')).toEqual(['Eight']);
  });

  it('when the chosen seating takes the party, then none', () => {
    expect(seatingsWantingOtherNights(choices(2), 'Seven')).toEqual([]);
  });

  it('when nothing is chosen and no seating takes the party, then for each full one', () => {
    expect(seatingsWantingOtherNights(choices(11), '')).toEqual(['Seven', 'Eight', 'Nine']);
  });

  it('when nothing is chosen and some seating takes the party, then none', () => {
    expect(seatingsWantingOtherNights(choices(4), '')).toEqual([]);
  });
});
