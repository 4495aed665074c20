import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { tastingMenuDtoSchema, type CourseDto } from '@shared/contracts/tasting-menu';
import {
  avoidedTags,
  courseWarning,
  coursesMeeting,
  type PreferenceCode,
} from '@shared/domain/dietary';
import { auditLog } from '@shared/schema/audit-log';
import { tastingCourses } from '@shared/schema/tasting-courses';
import { insertStaffUser } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { SEED_NON_VEG_MENU, SEED_VEG_MENU } from '../../db/tasting-menu-seed';
import { projectRoot } from '../../lib/project-root';

const warningsFor = (courses: readonly CourseDto[], preferences: PreferenceCode[]) =>
  coursesMeeting(courses, avoidedTags({ allergens: [], preferences })).map(courseWarning);

const course = (
  courseNumber: number,
  name = `Course ${courseNumber}`,
  allergens = ['milk'],
  ingredients: string[] = [],
) => ({
  courseNumber,
  name,
  description: `The ${name.toLowerCase()}.`,
  allergens,
  ingredients,
});

describe(`tasting menus as data (${testDatabaseKind})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAgent>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAgent(t.app);
  });
  afterAll(() => t.close());

  const messagesOf = (body: { errors?: { path: string; message: string }[] }) =>
    (body.errors ?? []).map((e) => `${e.path}: ${e.message}`);

  it('when a fresh install is read, then both seeded menus come as ten courses each, in order, with allergens as codes', async () => {
    const res = await request(t.app).get('/api/tasting-menu');
    expect(res.status).toBe(200);
    const menus = tastingMenuDtoSchema.parse(res.body);
    for (const menu of [menus.veg, menus.nonVeg]) {
      expect(menu.map((c) => c.courseNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      for (const c of menu) {
        expect(Object.keys(c).sort()).toEqual([
          'allergens',
          'courseNumber',
          'description',
          'ingredients',
          'name',
        ]);
        expect(c.name.length).toBeGreaterThan(0);
      }
    }
    expect(menus.nonVeg[2]).toMatchObject({
      name: 'Charred corn',
      allergens: ['milk', 'tree_nuts'],
      ingredients: [],
    });
  });

  it('T7: the seeded courses carry what diets leave out: a vegan meets the seven veg courses with milk, an eggless guest the egg wash, a Jain guest the roots, onion and mushrooms', async () => {
    const menus = tastingMenuDtoSchema.parse((await request(t.app).get('/api/tasting-menu')).body);
    const milk = (n: number, name: string) =>
      `Course ${n}, ${name}, contains milk: the kitchen will prepare an alternative`;
    expect(warningsFor(menus.veg, ['vegan'])).toEqual([
      milk(3, 'Charred corn'),
      milk(4, 'Tandoori broccoli'),
      milk(5, 'Kathal galouti'),
      milk(6, 'Mushroom and truffle khichdi'),
      milk(8, 'Paneer makhani, our way'),
      milk(9, 'Soy and jaggery glazed aubergine'),
      milk(10, 'Gulab jamun and cardamom kulfi'),
    ]);
    expect(warningsFor(menus.nonVeg, ['eggless'])).toEqual([
      'Course 5, Prawn koliwada, contains eggs: the kitchen will prepare an alternative',
    ]);
    expect(warningsFor(menus.veg, ['jain'])).toEqual([
      'Course 1, Amuse-bouche: pani puri, contains root vegetables: the kitchen will prepare an alternative',
      'Course 2, Beetroot and coconut rasam, contains root vegetables: the kitchen will prepare an alternative',
      'Course 4, Tandoori broccoli, contains onion: the kitchen will prepare an alternative',
      'Course 6, Mushroom and truffle khichdi, contains mushrooms: the kitchen will prepare an alternative',
    ]);
    expect(warningsFor(menus.nonVeg, ['no_onion_garlic'])).toEqual([
      'Course 2, Mutton paya shorba, contains onion: the kitchen will prepare an alternative',
      'Course 5, Prawn koliwada, contains garlic: the kitchen will prepare an alternative',
    ]);
    // Halal names nothing a course is tagged with: no warning, and the form says it is unchecked.
    expect(warningsFor(menus.nonVeg, ['halal'])).toEqual([]);
  });

  it("T7: migration 0020 gives an install's untouched seeded courses the seed's ingredient tags", async () => {
    const db = t.database.db;
    await db
      .update(tastingCourses)
      .set({ ingredients: [] })
      .where(sql`true`);
    const migration = fs.readFileSync(
      path.join(projectRoot(), 'migrations', '0020_course_ingredients.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (statement.includes('UPDATE')) await db.execute(sql.raw(statement));
    }
    const menus = tastingMenuDtoSchema.parse((await request(t.app).get('/api/tasting-menu')).body);
    expect(menus.veg).toEqual(SEED_VEG_MENU);
    expect(menus.nonVeg).toEqual(SEED_NON_VEG_MENU);
  });

  it('when an admin writes the vegetarian menu out of order, then it is stored whole in course order, the other menu untouched, and audited', async () => {
    const before = (await request(t.app).get('/api/tasting-menu')).body as { nonVeg: unknown[] };
    const courses = [
      course(3, 'Sorbet', []),
      course(1, 'Beet tartare', ['mustard'], ['root_vegetables']),
      course(2),
    ];
    const res = await admin.put('/api/tasting-menu/veg').send({ courses });
    expect(res.status).toBe(200);
    expect(res.body.veg).toEqual([courses[1], courses[2], courses[0]]);
    expect(res.body.nonVeg).toEqual(before.nonVeg);

    const rows = await t.database.db
      .select()
      .from(tastingCourses)
      .where(eq(tastingCourses.menu, 'veg'))
      .orderBy(asc(tastingCourses.courseNumber));
    expect(rows.map((r) => [r.courseNumber, r.name, r.allergens, r.ingredients])).toEqual([
      [1, 'Beet tartare', ['mustard'], ['root_vegetables']],
      [2, 'Course 2', ['milk'], []],
      [3, 'Sorbet', [], []],
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'menu'), eq(auditLog.action, 'tasting-menu')));
    expect(entry).toMatchObject({ entityId: 'veg' });
    expect((await request(t.app).get('/api/tasting-menu')).body.veg).toHaveLength(3);
  });

  it.each([
    [
      'course numbers repeat',
      { courses: [course(2), course(2)] },
      'courses.1.courseNumber: Course 2 is listed twice: each course number once',
    ],
    [
      'a course number is 0',
      { courses: [course(0)] },
      'courses.0.courseNumber: Course number must be a whole number from 1 to 10',
    ],
    [
      'a course number is 11',
      { courses: [course(11)] },
      'courses.0.courseNumber: Course number must be a whole number from 1 to 10',
    ],
    [
      'an allergen is not on the list',
      { courses: [course(1, 'Nuts', ['nuts'])] },
      'courses.0.allergens.0: Unknown allergen',
    ],
    [
      'an ingredient is not on the list',
      { courses: [course(1, 'Nuts', [], ['potato'])] },
      'courses.0.ingredients.0: Unknown ingredient',
    ],
    [
      'an ingredient is listed twice',
      { courses: [course(1, 'Onion', [], ['onion', 'onion'])] },
      'courses.0.ingredients: List each ingredient once',
    ],
    [
      'an allergen is listed twice',
      { courses: [course(1, 'Milk', ['milk', 'milk'])] },
      'courses.0.allergens: List each allergen once',
    ],
    [
      'a course has no name',
      { courses: [course(1, ' ')] },
      'courses.0.name: Each course needs a name',
    ],
    ['the list is empty', { courses: [] }, 'courses: A menu needs at least one course'],
    [
      'there are eleven courses',
      { courses: Array.from({ length: 11 }, (_, i) => course((i % 10) + 1)) },
      'courses: A menu has at most 10 courses',
    ],
  ])(
    'when the menu sent has %s, then 400 says so and nothing changes',
    async (_case, body, message) => {
      const before = (await request(t.app).get('/api/tasting-menu')).body;
      const res = await admin.put('/api/tasting-menu/non-veg').send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_input');
      expect(messagesOf(res.body)).toContain(message);
      expect((await request(t.app).get('/api/tasting-menu')).body).toEqual(before);
    },
  );

  it('when a menu other than veg or non-veg is written, then 400 names the two', async () => {
    const res = await admin.put('/api/tasting-menu/vegan').send({ courses: [course(1)] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('The menu is veg or non-veg');
  });

  it('when nobody or a staff member who is not an admin writes a menu, then 401 and 403', async () => {
    const body = { courses: [course(1)] };
    expect((await request(t.app).put('/api/tasting-menu/veg').send(body)).status).toBe(401);
    const staff = await insertStaffUser(t.database.db, { isAdmin: false });
    const agent = request.agent(t.app);
    await agent
      .post('/api/auth/login')
      .send({ username: staff.username, password: staff.plainPassword })
      .expect(200);
    expect((await agent.put('/api/tasting-menu/veg').send(body)).status).toBe(403);
  });
});
