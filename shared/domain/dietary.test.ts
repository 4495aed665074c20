import { describe, expect, it } from 'vitest';
import {
  allergenWords,
  avoidedTags,
  courseWarning,
  coursesMeeting,
  describeNeed,
  dietCheckWords,
  NEEDS_CHECK_PROMISE,
  needsMismatch,
  PREFERENCE_RULES,
  preferenceCodes,
  uncheckedPreferences,
  type TastingCourse,
} from './dietary';

const corn: TastingCourse = {
  courseNumber: 3,
  name: 'Charred corn',
  description: '',
  allergens: ['milk', 'tree_nuts'],
  ingredients: [],
};
const puri: TastingCourse = {
  courseNumber: 1,
  name: 'Crab puri',
  description: '',
  allergens: ['crustaceans'],
  ingredients: [],
};
const aloo: TastingCourse = {
  courseNumber: 2,
  name: 'Aloo tikki',
  description: 'Potato, onion and garlic, brushed with an egg wash and honey.',
  allergens: ['eggs'],
  ingredients: ['honey', 'onion', 'garlic', 'root_vegetables'],
};

describe('dietary needs against the menus', () => {
  it('when a guest avoids allergens, then the courses holding any are named in course order with what they hold', () => {
    expect(coursesMeeting([corn, puri], ['tree_nuts', 'milk', 'fish'])).toEqual([
      { course: corn, tags: ['milk', 'tree_nuts'] },
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

  it('T7: vegan leaves out milk, eggs and honey; Jain root vegetables, onion and garlic; eggless eggs', () => {
    expect(avoidedTags({ allergens: [], preferences: ['vegan'] })).toEqual(
      expect.arrayContaining(['milk', 'eggs', 'honey']),
    );
    expect(avoidedTags({ allergens: [], preferences: ['jain'] })).toEqual(
      expect.arrayContaining(['root_vegetables', 'onion', 'garlic']),
    );
    expect(avoidedTags({ allergens: [], preferences: ['eggless'] })).toEqual(['eggs']);
    expect(avoidedTags({ allergens: [], preferences: ['no_onion_garlic'] })).toEqual([
      'onion',
      'garlic',
    ]);
    // An allergy and a diet together: each tag once, allergens first, in the list's order.
    expect(avoidedTags({ allergens: ['sesame', 'eggs'], preferences: ['eggless'] })).toEqual([
      'eggs',
      'sesame',
    ]);
  });

  it('T7: a diet meets the courses as an allergy does, naming each course and what it holds', () => {
    const menu = [corn, aloo, puri];
    const vegan = coursesMeeting(menu, avoidedTags({ allergens: [], preferences: ['vegan'] }));
    expect(vegan.map(courseWarning)).toEqual([
      'Course 1, Crab puri, contains crustaceans: the kitchen will prepare an alternative',
      'Course 2, Aloo tikki, contains eggs and honey: the kitchen will prepare an alternative',
      'Course 3, Charred corn, contains milk: the kitchen will prepare an alternative',
    ]);
    const jain = coursesMeeting(menu, avoidedTags({ allergens: [], preferences: ['jain'] })).map(
      courseWarning,
    );
    expect(jain).toEqual([
      'Course 1, Crab puri, contains crustaceans: the kitchen will prepare an alternative',
      'Course 2, Aloo tikki, contains eggs, honey, onion, garlic and root vegetables: the kitchen will prepare an alternative',
    ]);
    expect(coursesMeeting(menu, avoidedTags({ allergens: [], preferences: ['eggless'] }))).toEqual([
      { course: aloo, tags: ['eggs'] },
    ]);
  });

  it('T7: a diet nothing maps (halal) is reported as unchecked, and the form promises no check of it', () => {
    expect(uncheckedPreferences).toEqual(['halal']);
    expect(avoidedTags({ allergens: [], preferences: ['halal'] })).toEqual([]);
    expect(dietCheckWords('halal')).toBe(
      'Halal: not something we can check against the courses; the kitchen sees it with your booking, and the note can say more.',
    );
    expect(dietCheckWords('eggless')).toBe('Eggless: we check each course for eggs.');
    expect(NEEDS_CHECK_PROMISE).toBe(
      'One entry for each guest with allergies or a diet; we check them against the courses of their menu, except Halal, which the kitchen reads from the booking.',
    );
    // Every diet is either checked against some tag or said to be unchecked: none in between.
    for (const p of preferenceCodes) {
      expect(PREFERENCE_RULES[p].excludes.length === 0).toBe(uncheckedPreferences.includes(p));
    }
  });
});
