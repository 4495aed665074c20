import { describe, expect, it } from 'vitest';
import {
  menuEstimate,
  menusForPartySize,
  menusKeepingSplit,
  restOfParty,
  unplacedGuests,
} from './menu-split';

describe('menu split', () => {
  it('when the party size changes, then nobody is vegetarian and everyone non-vegetarian', () => {
    expect(menusForPartySize(4)).toEqual({ vegCount: 0, nonVegCount: 4 });
    expect(menusForPartySize(1)).toEqual({ vegCount: 0, nonVegCount: 1 });
  });

  it('when one menu changes, then the other takes the rest of the party', () => {
    expect(restOfParty(4, 1)).toBe(3);
    expect(restOfParty(4, 4)).toBe(0);
    expect(restOfParty(4, '2')).toBe(2);
  });

  it('when one menu asks for more than the party, then the other is zero, never negative', () => {
    expect(restOfParty(3, 5)).toBe(0);
  });

  it('when a count is still being typed, then the other menu takes the whole party', () => {
    expect(restOfParty(3, '')).toBe(3);
    expect(restOfParty(3, 'x')).toBe(3);
  });
});

describe('menu estimate', () => {
  it('when 1 vegetarian and 2 non-vegetarian, then per menu, GST and total add up', () => {
    expect(menuEstimate(1, 2)).toEqual({
      vegPaise: 94_900,
      nonVegPaise: 199_800,
      gstPaise: 14_735,
      totalPaise: 309_435, // (949 + 2 × 999) × 1.05
    });
  });

  it('when nobody is seated, then everything is zero', () => {
    expect(menuEstimate(0, 0)).toEqual({ vegPaise: 0, nonVegPaise: 0, gstPaise: 0, totalPaise: 0 });
  });

  it('when the total needs rounding, then GST absorbs it so the lines still add up', () => {
    const e = menuEstimate(3, 0); // 2847 × 1.05 = 2989.35
    expect(e.totalPaise).toBe(298_935);
    expect(e.vegPaise + e.nonVegPaise + e.gstPaise).toBe(e.totalPaise);
  });

  it('U6: when a booked party of 2 + 2 grows to 6, then the split is kept and 2 guests are left to place', () => {
    const grown = menusKeepingSplit({ vegCount: 2, nonVegCount: 2 }, 6);
    expect(grown).toEqual({ vegCount: 2, nonVegCount: 2 });
    expect(unplacedGuests(6, grown)).toBe(2);
  });

  it('U6: when a booked party shrinks, then both menus shrink in proportion and add up', () => {
    expect(menusKeepingSplit({ vegCount: 2, nonVegCount: 2 }, 3)).toEqual({
      vegCount: 2,
      nonVegCount: 1,
    });
    expect(menusKeepingSplit({ vegCount: 1, nonVegCount: 5 }, 2)).toEqual({
      vegCount: 0,
      nonVegCount: 2,
    });
    expect(menusKeepingSplit({ vegCount: 6, nonVegCount: 0 }, 4)).toEqual({
      vegCount: 4,
      nonVegCount: 0,
    });
    expect(unplacedGuests(3, { vegCount: 2, nonVegCount: 1 })).toBe(0);
    // A count being typed is not a question yet.
    expect(unplacedGuests(6, { vegCount: '', nonVegCount: 2 })).toBe(0);
  });
});
