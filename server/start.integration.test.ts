import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSections } from '@shared/schema/content-sections';
import { siteSettings } from '@shared/schema/site-settings';
import { timeSlots } from '@shared/schema/time-slots';
import { users } from '@shared/schema/users';
import { asc } from 'drizzle-orm';
import { createApp } from './app';
import { loadConfig } from './config';
import { seedDatabase } from './db/seed';
import { createLogger } from './lib/logger';
import { prepare } from './start';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test/test-database';

const SEATING_LABELS = ['7:00 PM - 8:00 PM', '8:00 PM - 9:00 PM', '9:00 PM - 10:00 PM'];

describe(`start-up: migrate, seed, and a restart keeps sessions and data (${testDatabaseKind})`, () => {
  let dataDir: string;
  let pgDatabase: TestDatabase | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-start-'));
    env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'chef',
      ADMIN_PASSWORD: 'mise-en-place',
    };
    if (testDatabaseKind === 'postgres') {
      // An empty database: prepare() must migrate it itself.
      pgDatabase = await createTestDatabase();
      await pgDatabase.close();
      env.DATABASE_URL = pgDatabase.url!;
    }
  });
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (pgDatabase) await pgDatabase.drop();
  });

  async function boot() {
    const config = loadConfig(env);
    const prepared = await prepare(config, createLogger('silent'));
    return { prepared, app: createApp(prepared.deps) };
  }

  // Two start-ups, each migrating an embedded database: slow on a busy machine.
  it('when the server restarts, then the signed-in session and the seeded data are still there', async () => {
    const first = await boot();
    const login = await request(first.app)
      .post('/api/auth/login')
      .send({ username: 'chef', password: 'mise-en-place' });
    expect(login.status).toBe(200);
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('sid='))!
      .split(';')[0]!;
    first.prepared.stopTimers();
    await first.prepared.deps.changes.close();
    await first.prepared.database.close();

    const second = await boot();
    try {
      const check = await request(second.app).get('/api/auth/check').set('Cookie', cookie);
      expect(check.status).toBe(200);
      expect(check.body).toEqual(login.body);
      expect(check.body).toEqual({ id: expect.any(Number), username: 'chef', isAdmin: true });
      // Seeding twice changed nothing.
      const db = second.prepared.database.db;
      expect((await db.select().from(users)).map((u) => u.username)).toEqual(['chef']);
      expect(
        (await db.select().from(timeSlots).orderBy(asc(timeSlots.order))).map((s) => s.slot),
      ).toEqual(SEATING_LABELS);
    } finally {
      second.prepared.stopTimers();
      await second.prepared.deps.changes.close();
      await second.prepared.database.close();
    }
  }, 60_000);
});

describe(`seed (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('when the database is empty, then it gets the three ordered seatings, the content sections, the setting and a staff user with a generated password', async () => {
    const write = vi.spyOn(process.stdout, 'write');
    const result = await seedDatabase(database.db, { username: 'admin', password: undefined });
    write.mockRestore();
    expect(result.createdAdmin).toBe('admin');
    expect(result.generatedAdminPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const slots = await database.db.select().from(timeSlots).orderBy(asc(timeSlots.order));
    expect(slots.map((s) => [s.slot, s.startTime, s.endTime, s.maxCapacity, s.isActive])).toEqual([
      ['7:00 PM - 8:00 PM', '19:00', '20:00', 10, true],
      ['8:00 PM - 9:00 PM', '20:00', '21:00', 10, true],
      ['9:00 PM - 10:00 PM', '21:00', '22:00', 10, true],
    ]);
    const sections = await database.db.select().from(contentSections);
    expect(sections.map((s) => s.sectionName).sort()).toEqual([
      'about',
      'contact',
      'footer',
      'hero',
      'reservation',
    ]);
    expect(await database.db.select().from(siteSettings)).toEqual([
      expect.objectContaining({ settingName: 'corporate-ordering', settingValue: 'false' }),
    ]);
    const [admin] = await database.db.select().from(users);
    expect(admin!.password).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('when run again, then nothing is added and no password is generated', async () => {
    const before = {
      users: await database.db.select().from(users),
      slots: await database.db.select().from(timeSlots),
      sections: await database.db.select().from(contentSections),
      settings: await database.db.select().from(siteSettings),
    };
    const result = await seedDatabase(database.db, { username: 'other', password: undefined });
    expect(result).toEqual({});
    expect((await database.db.select().from(users)).map((u) => u.username)).toEqual(['admin']);
    expect(await database.db.select().from(users)).toEqual(before.users);
    expect(await database.db.select().from(timeSlots)).toEqual(before.slots);
    expect(await database.db.select().from(contentSections)).toEqual(before.sections);
    expect(await database.db.select().from(siteSettings)).toEqual(before.settings);
  });
});
