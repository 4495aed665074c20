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
      // ...but one alternative plate is made for them, and each plate says whom it is for.
      alternatives: [
        {
          menu: 'veg',
          courseNumber: 2,
          course: 'Charred corn',
          guests: 1,
          tags: [
            { tag: 'milk', guests: 1 },
            { tag: 'tree_nuts', guests: 1 },
          ],
          diners: [{ party: 'Rao', guest: 1, avoids: ['milk', 'tree_nuts'], diets: [] }],
        },
        {
          menu: 'non-veg',
          courseNumber: 2,
          course: 'Charred corn',
          guests: 2,
          tags: [{ tag: 'tree_nuts', guests: 2 }],
          diners: [
            { party: 'Mehta', guest: 1, avoids: ['tree_nuts'], diets: [] },
            { party: 'Rao', guest: 2, avoids: ['tree_nuts'], diets: [] },
          ],
        },
        {
          menu: 'non-veg',
          courseNumber: 3,
          course: 'Fish moilee',
          guests: 1,
          tags: [{ tag: 'fish', guests: 1 }],
          diners: [{ party: 'Mehta', guest: 1, avoids: ['fish'], diets: [] }],
        },
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

  it('T7: a Jain guest is listed against each course with onion, garlic or roots, a vegan against the milk, with the substitutions; halal is counted, not checked', async () => {
    const night = '2027-02-12';
    await staff
      .put('/api/tasting-menu/veg')
      .send({
        courses: [
          {
            courseNumber: 1,
            name: 'Pani puri',
            description: 'Semolina shells, spiced potato.',
            allergens: ['gluten'],
            ingredients: ['root_vegetables'],
          },
          {
            courseNumber: 2,
            name: 'Tandoori broccoli',
            description: 'Yoghurt marinade, pickled onion, garlic.',
            allergens: ['milk'],
            ingredients: ['onion', 'garlic'],
          },
          { courseNumber: 3, name: 'Sorbet', description: 'Kokum.', allergens: [] },
        ],
      })
      .expect(200);
    await insertReservation(t.database.db, {
      name: 'Shah',
      date: night,
      timeSlot: SEVEN,
      guests: 3,
      vegCount: 2,
      nonVegCount: 1,
      dietaryNeeds: [
        need('veg', [], ['jain']),
        need('veg', [], ['vegan']),
        need('non-veg', [], ['halal']),
      ],
    });
    const res = await staff.get('/api/service-sheet').query({ date: night }).expect(200);
    const seven = seatingPrepDtoSchema.parse(res.body[0]);
    expect(seven.preferences).toEqual({ jain: 1, vegan: 1, halal: 1 });
    expect(seven.alternatives).toEqual([
      {
        menu: 'veg',
        courseNumber: 1,
        course: 'Pani puri',
        guests: 1,
        tags: [{ tag: 'root_vegetables', guests: 1 }],
        diners: [{ party: 'Shah', guest: 1, avoids: ['root_vegetables'], diets: ['jain'] }],
      },
      {
        menu: 'veg',
        courseNumber: 2,
        course: 'Tandoori broccoli',
        guests: 2,
        tags: [
          { tag: 'milk', guests: 1 },
          { tag: 'onion', guests: 1 },
          { tag: 'garlic', guests: 1 },
        ],
        diners: [
          { party: 'Shah', guest: 1, avoids: ['onion', 'garlic'], diets: ['jain'] },
          { party: 'Shah', guest: 2, avoids: ['milk'], diets: ['vegan'] },
        ],
      },
    ]);
    // The vegan's milk is an allergen the kitchen substitutes, as a declared milk allergy is.
    expect(seven.substitutions).toEqual([
      { menu: 'veg', courseNumber: 2, course: 'Tandoori broccoli', allergen: 'milk', guests: 1 },
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
