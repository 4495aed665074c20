import { describe, expect, it } from 'vitest';
import { allergenWords, coursesMeeting, describeNeed, needsMismatch } from './dietary';

const corn = {
  courseNumber: 3,
  name: 'Charred corn',
  description: '',
  allergens: ['milk' as const, 'tree_nuts' as const],
};
const puri = {
  courseNumber: 1,
  name: 'Crab puri',
  description: '',
  allergens: ['crustaceans' as const],
};

describe('dietary needs against the menus', () => {
  it('when a guest avoids allergens, then the courses holding any are named in course order with what they hold', () => {
    expect(coursesMeeting([corn, puri], ['tree_nuts', 'milk', 'fish'])).toEqual([
      { course: corn, allergens: ['milk', 'tree_nuts'] },
    ]);
    expect(coursesMeeting([corn, puri], [])).toEqual([]);
    expect(allergenWords(['milk', 'tree_nuts', 'sesame'])).toBe('milk, tree nuts and sesame');
  });

  it('when the entries and the menus disagree, then the mismatch says which menu and how', () => {
    const veg = { menu: 'veg' as const };
    expect(needsMismatch([veg], { vegCount: 1, nonVegCount: 1 })).toBeUndefined();
    expect(needsMismatch([veg, veg], { vegCount: 1, nonVegCount: 1 })).toBe(
      'There are dietary needs for 2 guests on the vegetarian menu, but only 1 guest is having it',
    );
    expect(needsMismatch([veg], { vegCount: 0, nonVegCount: 2 })).toMatch(
      /^Nobody in this party is having the vegetarian menu/,
    );
  });

  it('when a need is described, then allergens, diets and the note read as words', () => {
    expect(
      describeNeed({
        menu: 'non-veg',
        allergens: ['tree_nuts'],
        preferences: ['halal', 'no_onion_garlic'],
        note: 'EpiPen',
      }),
    ).toBe('Non-vegetarian menu: no tree nuts; Halal, No onion or garlic (EpiPen)');
    expect(describeNeed({ menu: 'veg', allergens: [], preferences: [] })).toBe(
      'Vegetarian menu: no restrictions',
    );
  });
});
