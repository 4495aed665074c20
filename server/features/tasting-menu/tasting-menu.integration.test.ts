import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { tastingMenuDtoSchema } from '@shared/contracts/tasting-menu';
import { auditLog } from '@shared/schema/audit-log';
import { tastingCourses } from '@shared/schema/tasting-courses';
import { insertStaffUser } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const course = (courseNumber: number, name = `Course ${courseNumber}`, allergens = ['milk']) => ({
  courseNumber,
  name,
  description: `The ${name.toLowerCase()}.`,
  allergens,
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
        expect(Object.keys(c).sort()).toEqual(['allergens', 'courseNumber', 'description', 'name']);
        expect(c.name.length).toBeGreaterThan(0);
      }
    }
    expect(menus.nonVeg[2]).toMatchObject({
      name: 'Charred corn',
      allergens: ['milk', 'tree_nuts'],
    });
  });

  it('when an admin writes the vegetarian menu out of order, then it is stored whole in course order, the other menu untouched, and audited', async () => {
    const before = (await request(t.app).get('/api/tasting-menu')).body as { nonVeg: unknown[] };
    const courses = [course(3, 'Sorbet', []), course(1, 'Beet tartare', ['mustard']), course(2)];
    const res = await admin.put('/api/tasting-menu/veg').send({ courses });
    expect(res.status).toBe(200);
    expect(res.body.veg).toEqual([courses[1], courses[2], courses[0]]);
    expect(res.body.nonVeg).toEqual(before.nonVeg);

    const rows = await t.database.db
      .select()
      .from(tastingCourses)
      .where(eq(tastingCourses.menu, 'veg'))
      .orderBy(asc(tastingCourses.courseNumber));
    expect(rows.map((r) => [r.courseNumber, r.name, r.allergens])).toEqual([
      [1, 'Beet tartare', ['mustard']],
      [2, 'Course 2', ['milk']],
      [3, 'Sorbet', []],
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
