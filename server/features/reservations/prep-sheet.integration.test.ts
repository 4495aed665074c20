import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatingPrepDtoSchema } from '@shared/contracts/dietary-needs';
import type { DietaryNeed } from '@shared/domain/dietary';
import { insertReservation } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const NIGHT = '2027-02-10';
const SEVEN = '7:00 PM - 8:00 PM';
const EIGHT = '8:00 PM - 9:00 PM';
const NINE = '9:00 PM - 10:00 PM';

const need = (
  menu: DietaryNeed['menu'],
  allergens: DietaryNeed['allergens'],
  preferences: DietaryNeed['preferences'] = [],
): DietaryNeed => ({
  menu,
  allergens,
  preferences,
});

describe(`the kitchen's prep sheet (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signedInAgent(t.app);
    // Menus of the test's own: the seeded ones may change without this test knowing.
    await staff
      .put('/api/tasting-menu/veg')
      .send({
        courses: [
          { courseNumber: 1, name: 'Beet tartare', description: 'Beets.', allergens: ['mustard'] },
          {
            courseNumber: 2,
            name: 'Charred corn',
            description: 'Corn.',
            allergens: ['milk', 'tree_nuts'],
          },
          { courseNumber: 3, name: 'Sorbet', description: 'Kokum.', allergens: [] },
        ],
      })
      .expect(200);
    await staff
      .put('/api/tasting-menu/non-veg')
      .send({
        courses: [
          {
            courseNumber: 1,
            name: 'Crab puri',
            description: 'Crab.',
            allergens: ['crustaceans', 'gluten'],
          },
          {
            courseNumber: 2,
            name: 'Charred corn',
            description: 'Corn.',
            allergens: ['milk', 'tree_nuts'],
          },
          {
            courseNumber: 3,
            name: 'Fish moilee',
            description: 'Seer fish.',
            allergens: ['fish', 'mustard'],
          },
        ],
      })
      .expect(200);
    const db = t.database.db;
    // The first seating: a party of three (one veg guest avoiding milk and nuts, both in one
    // course; one non-veg guest avoiding nuts), a couple (one non-veg guest avoiding nuts and
    // fish, halal, on their anniversary), a completed party (still counted) and a cancelled one
    // with needs (left out).
    await insertReservation(db, {
      name: 'Rao',
      date: NIGHT,
      timeSlot: SEVEN,
      guests: 3,
      vegCount: 1,
      nonVegCount: 2,
      dietaryNeeds: [need('veg', ['milk', 'tree_nuts']), need('non-veg', ['tree_nuts'])],
    });
    await insertReservation(db, {
      name: 'Mehta',
      date: NIGHT,
      timeSlot: SEVEN,
      guests: 2,
      vegCount: 0,
      nonVegCount: 2,
      dietaryNeeds: [need('non-veg', ['tree_nuts', 'fish'], ['halal'])],
      occasion: 'anniversary',
      occasionNote: 'Tenth',
    });
    await insertReservation(db, {
      name: 'Iyer',
      date: NIGHT,
      timeSlot: SEVEN,
      guests: 2,
      vegCount: 2,
      nonVegCount: 0,
      status: 'completed',
      dietaryNeeds: [need('veg', [], ['jain'])],
      occasion: 'birthday',
    });
    await insertReservation(db, {
      name: 'Cancelled',
      date: NIGHT,
      timeSlot: SEVEN,
      guests: 4,
      vegCount: 0,
      nonVegCount: 4,
      status: 'cancelled',
      dietaryNeeds: [need('non-veg', ['gluten', 'crustaceans'])],
      occasion: 'business',
    });
    // The second seating: one party with no needs. Another night's party is not this night's.
    await insertReservation(db, { date: NIGHT, timeSlot: EIGHT, guests: 2, vegCount: 1 });
    await insertReservation(db, {
      date: '2027-02-11',
      timeSlot: SEVEN,
      guests: 2,
      dietaryNeeds: [need('non-veg', ['gluten'])],
    });
  });
  afterAll(() => t.close());

  it('when staff ask for a night with mixed parties, then each seating counts covers, allergens, diets, the substitutions per course and the occasions, without cancelled bookings', async () => {
    const res = await staff.get('/api/service-sheet').query({ date: NIGHT });
    expect(res.status).toBe(200);
    const [seven, eight, nine] = seatingPrepDtoSchema.array().parse(res.body);
    expect(res.body).toHaveLength(3);

    expect(seven).toEqual({
      slot: SEVEN,
      parties: 3,
      covers: 7,
      veg: 3,
      nonVeg: 4,
      allergens: { fish: 1, milk: 1, tree_nuts: 3 },
      preferences: { jain: 1, halal: 1 },
      substitutions: [
        // The veg guest meets course 2 through both allergens: once under each.
        { menu: 'veg', courseNumber: 2, course: 'Charred corn', allergen: 'milk', guests: 1 },
        { menu: 'veg', courseNumber: 2, course: 'Charred corn', allergen: 'tree_nuts', guests: 1 },
        {
          menu: 'non-veg',
          courseNumber: 2,
          course: 'Charred corn',
          allergen: 'tree_nuts',
          guests: 2,
        },
        { menu: 'non-veg', courseNumber: 3, course: 'Fish moilee', allergen: 'fish', guests: 1 },
      ],
      // ...but one alternative plate is made for them.
      alternatives: [
        { menu: 'veg', courseNumber: 2, course: 'Charred corn', guests: 1 },
        { menu: 'non-veg', courseNumber: 2, course: 'Charred corn', guests: 2 },
        { menu: 'non-veg', courseNumber: 3, course: 'Fish moilee', guests: 1 },
      ],
      occasions: [
        { name: 'Iyer', occasion: 'birthday', note: null },
        { name: 'Mehta', occasion: 'anniversary', note: 'Tenth' },
      ],
    });
    // Courses whose allergens nobody declared (the crab, the beets, the sorbet) appear nowhere.
    expect(JSON.stringify(seven)).not.toMatch(/Crab puri|Beet tartare|Sorbet/);
    expect(eight).toEqual({
      slot: EIGHT,
      parties: 1,
      covers: 2,
      veg: 1,
      nonVeg: 1,
      allergens: {},
      preferences: {},
      substitutions: [],
      alternatives: [],
      occasions: [],
    });
    expect(nine).toMatchObject({ slot: NINE, parties: 0, covers: 0 });
  });

  it('when the menu changes, then the prep sheet counts against the menu as it now stands', async () => {
    await staff
      .put('/api/tasting-menu/veg')
      .send({
        courses: [
          {
            courseNumber: 1,
            name: 'Beet tartare',
            description: 'Beets.',
            allergens: ['mustard', 'milk'],
          },
          { courseNumber: 2, name: 'Charred corn', description: 'Corn.', allergens: ['tree_nuts'] },
        ],
      })
      .expect(200);
    const res = await staff.get('/api/service-sheet').query({ date: NIGHT }).expect(200);
    const seven = seatingPrepDtoSchema.parse(res.body[0]);
    expect(seven.substitutions.filter((s) => s.menu === 'veg')).toEqual([
      { menu: 'veg', courseNumber: 1, course: 'Beet tartare', allergen: 'milk', guests: 1 },
      { menu: 'veg', courseNumber: 2, course: 'Charred corn', allergen: 'tree_nuts', guests: 1 },
    ]);
  });

  it('when the date is missing or not a date, or nobody is signed in, then 400 and 401', async () => {
    for (const query of [{}, { date: '2027-02-30' }, { date: 'tomorrow' }]) {
      const res = await staff.get('/api/service-sheet').query(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Give a date written yyyy-MM-dd');
    }
    expect((await request(t.app).get('/api/service-sheet').query({ date: NIGHT })).status).toBe(
      401,
    );
  });
});
