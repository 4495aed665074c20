import crypto from 'node:crypto';
import { SEATINGS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import { blockedSlots, type BlockedSlotRow } from '@shared/schema/blocked-slots';
import { cartItems } from '@shared/schema/cart-items';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { jobs } from '@shared/schema/jobs';
import { contentSections, type ContentSectionRow } from '@shared/schema/content-sections';
import { mediaFiles, type MediaFileRow } from '@shared/schema/media-files';
import { menuItems, type MenuItemRow } from '@shared/schema/menu-items';
import { reservations, type ReservationRow } from '@shared/schema/reservations';
import { siteSettings, type SiteSettingRow } from '@shared/schema/site-settings';
import { documentCounters, taxDocuments } from '@shared/schema/tax-documents';
import { timeSlots, type TimeSlotRow } from '@shared/schema/time-slots';
import { users, type UserRow } from '@shared/schema/users';
import type { Db } from '../db/connection';
import { hashPassword } from '../features/auth/password';

// Factories for the rows a test needs. Each inserts one row straight into the database (no
// service, no side effects such as mail or cache), fills every required column with a value no
// other call in this test process uses, lets the test override any column, and returns the row
// as stored. Write only what the test is about in the overrides:
//
//   const booking = await insertReservation(t.database.db, { guests: 4, vegCount: 4 });
//   const staff = await insertStaffUser(t.database.db, { isAdmin: false });
//   await signIn(staff.username, staff.plainPassword);
//
// A test database is seeded (createTestApp) with the three seatings of SEATINGS, the content
// sections and the admin; factories never depend on that, except that a reservation or a block
// names the first seating unless told otherwise.

let sequence = 0;

/** A number no earlier call in this test process returned (1, 2, 3...). */
export function nextNumber(): number {
  sequence += 1;
  return sequence;
}

/** yyyy-MM-dd, `days` after today (UTC). */
export function dateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A yyyy-MM-dd date at least a month ahead that no other call returns: a night of its own. */
export function uniqueFutureDate(): string {
  return dateInDays(30 + nextNumber());
}

/** The seeded first seating, which reservations and blocks use unless told otherwise. */
export const FIRST_SEATING = SEATINGS[0].slot;

type Overrides<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;

/**
 * A booking: a unique guest (name, e-mail, phone) on a unique future date at the first seating,
 * 2 guests eating non-veg, with the table's default status. Counts are kept consistent: give
 * `guests` and `vegCount` and the non-veg count follows.
 */
export async function insertReservation(
  db: Db,
  overrides: Overrides<typeof reservations> = {},
): Promise<ReservationRow> {
  const n = nextNumber();
  const guests = overrides.guests ?? 2;
  const vegCount = overrides.vegCount ?? 0;
  const [row] = await db
    .insert(reservations)
    .values({
      name: `Guest ${n}`,
      email: `guest-${n}@example.com`,
      phone: `+91 90000 ${String(n % 100_000).padStart(5, '0')}`,
      date: uniqueFutureDate(),
      timeSlot: FIRST_SEATING,
      guests,
      vegCount,
      nonVegCount: guests - vegCount,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A staff block of a seating: the first seating on a unique future date, with no reason. */
export async function insertBlockedSlot(
  db: Db,
  overrides: Overrides<typeof blockedSlots> = {},
): Promise<BlockedSlotRow> {
  const [row] = await db
    .insert(blockedSlots)
    .values({ date: uniqueFutureDate(), timeSlot: FIRST_SEATING, ...overrides })
    .returning();
  return row!;
}

/**
 * A seating (time_slots row) beside the seeded three: a unique label, 22:00 to 23:00,
 * 10 seats, active, ordered after the seeded ones.
 */
export async function insertTimeSlot(
  db: Db,
  overrides: Overrides<typeof timeSlots> = {},
): Promise<TimeSlotRow> {
  const n = nextNumber();
  const [row] = await db
    .insert(timeSlots)
    .values({
      slot: `Late seating ${n}`,
      startTime: '22:00',
      endTime: '23:00',
      maxCapacity: 10,
      order: 100 + n,
      ...overrides,
    })
    .returning();
  return row!;
}

export type StaffUserRow = UserRow & {
  /** The password before hashing, to sign in with. */
  plainPassword: string;
};

/**
 * A staff user who can sign in: a unique username, a non-admin unless told, and a password
 * (`plainPassword`, or the `password` given in plain text) stored as its argon2id hash.
 */
export async function insertStaffUser(
  db: Db,
  overrides: Omit<Overrides<typeof users>, 'password'> & { password?: string } = {},
): Promise<StaffUserRow> {
  const n = nextNumber();
  const { password = `staff-password-${n}`, ...columns } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      username: `staff${n}`,
      isAdmin: false,
      ...columns,
      password: await hashPassword(password),
    })
    .returning();
  return { ...row!, plainPassword: password };
}

/**
 * A content section with a title and text. The seeded sections (hero, about, footer,
 * reservation, contact) exist already: naming one replaces its columns instead of failing.
 */
export async function insertContentSection(
  db: Db,
  overrides: Overrides<typeof contentSections> = {},
): Promise<ContentSectionRow> {
  const n = nextNumber();
  const values = {
    sectionName: `section-${n}`,
    title: `Section ${n}`,
    content: `Text of section ${n}.`,
    order: 100 + n,
    ...overrides,
  };
  const [row] = await db
    .insert(contentSections)
    .values(values)
    .onConflictDoUpdate({ target: contentSections.sectionName, set: values })
    .returning();
  return row!;
}

/**
 * A media_files row only (no file is written to the upload folder): a 1 kB PNG for the gallery
 * at a unique /uploads/ path, active, without variants.
 */
export async function insertMediaFile(
  db: Db,
  overrides: Overrides<typeof mediaFiles> = {},
): Promise<MediaFileRow> {
  const n = nextNumber();
  const [row] = await db
    .insert(mediaFiles)
    .values({
      fileName: `photo-${n}.png`,
      fileType: 'image/png',
      filePath: `/uploads/test-${n}-${crypto.randomBytes(4).toString('hex')}.png`,
      fileSize: 1024,
      purpose: 'gallery',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A site setting, inserted or replaced by name. An object or array value is stored as JSON
 * (settingType 'json', as the contact and social settings are); a string as text.
 */
export async function insertSiteSetting(
  db: Db,
  settingName: string,
  value: string | object,
): Promise<SiteSettingRow> {
  const columns =
    typeof value === 'string'
      ? { settingValue: value, settingType: 'text' }
      : { settingValue: JSON.stringify(value), settingType: 'json' };
  const [row] = await db
    .insert(siteSettings)
    .values({ settingName, ...columns })
    .onConflictDoUpdate({ target: siteSettings.settingName, set: columns })
    .returning();
  return row!;
}

/** A menu item (a course): a unique name, course 1 to 10, ₹999, in 'Meals', active. */
export async function insertMenuItem(
  db: Db,
  overrides: Overrides<typeof menuItems> = {},
): Promise<MenuItemRow> {
  const n = nextNumber();
  const [row] = await db
    .insert(menuItems)
    .values({
      name: `Course ${n}`,
      description: `The dish of course ${n}.`,
      courseNumber: ((n - 1) % 10) + 1,
      price: 999,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Empties what corporate ordering writes (jobs, carts, tax documents and their counters, orders,
 * dishes): a clean slate per test.
 */
export async function clearCorporateOrdering(db: Db): Promise<void> {
  await db.delete(jobs).where(sql`true`);
  await db.delete(cartItems).where(sql`true`);
  await db.delete(taxDocuments).where(sql`true`);
  await db.delete(documentCounters).where(sql`true`);
  await db.delete(corporateOrders).where(sql`true`);
  await db.delete(menuItems).where(sql`true`);
}
