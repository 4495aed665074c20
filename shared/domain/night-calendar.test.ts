import { describe, expect, it } from 'vitest';
import { nightStates } from '../contracts/reservation';
import { nightMark } from './night-calendar';

describe('how the booking calendar marks a night', () => {
  it('T4: when a night is fully booked and the page offers a waitlist, then it is marked full and stays choosable', () => {
    expect(nightMark('full', { waitlist: true })).toEqual({
      kind: 'full',
      label: 'fully booked, waitlist open',
      choosable: true,
    });
  });

  it('T4: when a night is closed, then it is struck through and refused, waitlist or not', () => {
    for (const waitlist of [true, false]) {
      expect(nightMark('closed', { waitlist })).toEqual({
        kind: 'closed',
        label: 'closed',
        choosable: false,
      });
    }
  });

  it('T4: when a guest moves a booking (no waitlist there), then a full night is refused as before', () => {
    expect(nightMark('full', { waitlist: false })).toMatchObject({
      kind: 'full',
      choosable: false,
    });
  });

  it('when a night is open, past or beyond the window, then the calendar needs no mark', () => {
    const unmarked = nightStates.filter((s) => nightMark(s, { waitlist: true }) === undefined);
    expect(unmarked).toEqual(['open', 'past', 'beyond_window']);
  });
});
