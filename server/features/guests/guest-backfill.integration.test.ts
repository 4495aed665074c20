import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, isNotNull, sql } from 'drizzle-orm';
import { guests } from '@shared/schema/guests';
import { reservations } from '@shared/schema/reservations';
import { migrationsFolder } from '../../db/migrate';
import { insertReservation } from '../../test/factories';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';

/**
 * The statements of the migration that fill the guest book from the bookings made before it
 * existed. A test database is migrated already (with no bookings then), so the test makes the
 * bookings, empties the book and runs these statements again, as the migration ran them.
 */
function guestBackfillStatements(): string[] {
  const file = fs
    .readdirSync(migrationsFolder())
    .find((f) => f.endsWith('_waitlist_reminders_guest_book.sql'));
  const text = fs.readFileSync(path.join(migrationsFolder(), file!), 'utf8');
  const from = text.indexOf('-- The guest book starts');
  expect(from).toBeGreaterThan(0);
  return text
    .slice(from)
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
}

describe(`the guest book's start from earlier bookings (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('when the migration groups the bookings already made, then they are grouped as new bookings would be: by address in any case, then by the last ten digits of the phone', async () => {
    const { db } = database;
    const at = (day: number) => new Date(Date.UTC(2026, 9, day));
    const book = (email: string, phone: string, day: number) =>
      insertReservation(db, { email, phone, createdAt: at(day) });
    const meera1 = await book('Meera.Iyer@Example.com', '+91 98450 22222', 1);
    const meera2 = await book('meera.iyer@example.com ', '098450 22222', 3);
    // A walk-in who gave only the phone Meera booked with: her guest, as a new booking joins it.
    const meeraWalkIn = await book('', '9845022222', 5);
    // Two walk-ins with one phone and nobody's address: one guest of their own.
    const walkIn1 = await book('', '+91 90000 77777', 2);
    const walkIn2 = await book('', '90000-77777', 4);
    // A changed phone: the address's guest keeps the phone of its latest booking.
    const kabirOld = await book('kabir@example.com', '+91 91111 11111', 1);
    const kabirNew = await book('kabir@example.com', '+91 92222 22222', 6);
    const oldPhoneWalkIn = await book('', '9111111111', 7);
    // Too few digits to match by phone, and no address: nobody's.
    const nobody = await book('', '123', 8);
    await db.update(reservations).set({ guestId: null }).where(isNotNull(reservations.guestId));
    await db.delete(guests).where(sql`true`);

    for (const statement of guestBackfillStatements()) await db.execute(sql.raw(statement));

    const rows = await db.select().from(reservations).orderBy(asc(reservations.id));
    const guestOf = (id: number) => rows.find((r) => r.id === id)!.guestId;
    const entries = await db.select().from(guests).orderBy(asc(guests.id));
    const meera = guestOf(meera1.id);
    expect(meera).not.toBeNull();
    expect([guestOf(meera2.id), guestOf(meeraWalkIn.id)]).toEqual([meera, meera]);
    expect(guestOf(walkIn1.id)).not.toBeNull();
    expect(guestOf(walkIn2.id)).toBe(guestOf(walkIn1.id));
    expect(guestOf(walkIn1.id)).not.toBe(meera);
    const kabir = guestOf(kabirOld.id);
    expect(guestOf(kabirNew.id)).toBe(kabir);
    expect(guestOf(oldPhoneWalkIn.id)).not.toBe(kabir);
    expect(guestOf(nobody.id)).toBeNull();
    expect(entries.map((g) => [g.emailKey, g.phoneKey, g.createdAt.toISOString()])).toEqual(
      expect.arrayContaining([
        ['meera.iyer@example.com', '9845022222', at(1).toISOString()],
        ['kabir@example.com', '9222222222', at(1).toISOString()],
        [null, '9000077777', at(2).toISOString()],
        [null, '9111111111', at(7).toISOString()],
      ]),
    );
    expect(entries).toHaveLength(4);
  });
});
