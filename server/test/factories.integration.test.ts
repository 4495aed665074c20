import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSections } from '@shared/schema/content-sections';
import { reservations } from '@shared/schema/reservations';
import { siteSettings } from '@shared/schema/site-settings';
import { verifyPassword } from '../features/auth/password';
import {
  FIRST_SEATING,
  insertBlockedSlot,
  insertContentSection,
  insertMediaFile,
  insertMenuItem,
  insertReservation,
  insertSiteSetting,
  insertStaffUser,
  insertTimeSlot,
} from './factories';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database';

describe(`test factories (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('when a reservation is made with no overrides, then it is a unique guest on a future night of its own, as stored', async () => {
    const [first, second] = [
      await insertReservation(database.db),
      await insertReservation(database.db),
    ];
    expect(first).toMatchObject({
      timeSlot: FIRST_SEATING,
      guests: 2,
      vegCount: 0,
      nonVegCount: 2,
      status: 'confirmed',
      specialRequests: null,
    });
    expect(first.date > new Date().toISOString().slice(0, 10)).toBe(true);
    for (const key of ['email', 'phone', 'name', 'date'] as const) {
      expect(second[key]).not.toBe(first[key]);
    }
    const [stored] = await database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, first.id));
    expect(stored).toEqual(first);
  });

  it('when a reservation is given guests and a veg count, then the non-veg count makes up the rest', async () => {
    const row = await insertReservation(database.db, {
      guests: 5,
      vegCount: 2,
      name: 'Asha Rao',
      status: 'cancelled',
    });
    expect(row).toMatchObject({
      guests: 5,
      vegCount: 2,
      nonVegCount: 3,
      name: 'Asha Rao',
      status: 'cancelled',
    });
  });

  it('when a staff user is made, then its password hash verifies the plain password returned', async () => {
    const staff = await insertStaffUser(database.db, { password: 'open-sesame-123' });
    expect(staff).toMatchObject({ isAdmin: false, plainPassword: 'open-sesame-123' });
    expect(staff.username).toMatch(/^staff\d+$/);
    expect(staff.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(staff.password, 'open-sesame-123')).toBe(true);
    const admin = await insertStaffUser(database.db, { isAdmin: true });
    expect(admin.isAdmin).toBe(true);
    expect(await verifyPassword(admin.password, admin.plainPassword)).toBe(true);
  });

  it('when a section is named twice, then the second call replaces its columns', async () => {
    await insertContentSection(database.db, { sectionName: 'hero', title: 'First' });
    const replaced = await insertContentSection(database.db, {
      sectionName: 'hero',
      title: 'Second',
      imageUrl: '/uploads/hero.png',
    });
    expect(replaced).toMatchObject({
      sectionName: 'hero',
      title: 'Second',
      imageUrl: '/uploads/hero.png',
      isActive: true,
    });
    const rows = await database.db
      .select()
      .from(contentSections)
      .where(eq(contentSections.sectionName, 'hero'));
    expect(rows).toEqual([replaced]);
  });

  it('when a setting is given an object, then it is stored as JSON, and a second value replaces it', async () => {
    const contact = { phone: '+91 80 4000 1234', email: 'table@example.com' };
    expect(await insertSiteSetting(database.db, 'contact', contact)).toMatchObject({
      settingName: 'contact',
      settingValue: JSON.stringify(contact),
      settingType: 'json',
    });
    await insertSiteSetting(database.db, 'contact', 'plain');
    expect(
      await database.db.select().from(siteSettings).where(eq(siteSettings.settingName, 'contact')),
    ).toEqual([expect.objectContaining({ settingValue: 'plain', settingType: 'text' })]);
  });

  it('when blocks, seatings, media files and menu items are made, then each gets unique defaults and keeps its overrides', async () => {
    const [blockA, blockB] = [
      await insertBlockedSlot(database.db),
      await insertBlockedSlot(database.db, { reason: 'Private event' }),
    ];
    expect(blockA).toMatchObject({ timeSlot: FIRST_SEATING, reason: null });
    expect(blockB).toMatchObject({ timeSlot: FIRST_SEATING, reason: 'Private event' });
    expect(blockB.date).not.toBe(blockA.date);

    const seating = await insertTimeSlot(database.db, { maxCapacity: 4 });
    expect(seating).toMatchObject({
      startTime: '22:00',
      endTime: '23:00',
      maxCapacity: 4,
      isActive: true,
    });
    expect((await insertTimeSlot(database.db)).slot).not.toBe(seating.slot);

    const [fileA, fileB] = [
      await insertMediaFile(database.db),
      await insertMediaFile(database.db, { purpose: 'veg-menu', fileType: 'application/pdf' }),
    ];
    expect(fileA).toMatchObject({ purpose: 'gallery', fileType: 'image/png', variants: [] });
    expect(fileB).toMatchObject({ purpose: 'veg-menu', fileType: 'application/pdf' });
    expect(fileB.filePath).toMatch(/^\/uploads\//);
    expect(fileB.filePath).not.toBe(fileA.filePath);

    const item = await insertMenuItem(database.db, { price: 1299 });
    expect(item).toMatchObject({ category: 'Meals', price: 1299, isActive: true });
    expect(item.courseNumber).toBeGreaterThanOrEqual(1);
    expect(item.courseNumber).toBeLessThanOrEqual(10);
  });
});
