import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { guests, type GuestRow } from '@shared/schema/guests';
import { reservations, type ReservationRow } from '@shared/schema/reservations';
import { allergenCodes, type AllergenCode } from '@shared/domain/allergens';
import type { Db } from '../../db/connection';
import { likePattern, phoneDigitsMatch } from '../../lib/list-search';

/** A guest's counts, read from their bookings. */
export type GuestStats = {
  guestId: number;
  visits: number;
  noShows: number;
  upcoming: number;
  lastVisit: string | null;
};

/** The guest's details as their latest booking gave them. */
export type GuestContact = { guestId: number; name: string; email: string; phone: string };

/** An evening the guest came: marked arrived, or completed with no mark against it. */
const visited = sql`(${reservations.attendance} = 'arrived' or (${reservations.status} = 'completed' and ${reservations.attendance} is null))`;

export async function statsOf(db: Db, guestIds: number[], today: string): Promise<GuestStats[]> {
  if (guestIds.length === 0) return [];
  return db
    .select({
      guestId: sql<number>`${reservations.guestId}`,
      visits: sql<number>`(count(*) filter (where ${visited}))::int`,
      noShows: sql<number>`(count(*) filter (where ${reservations.attendance} = 'no_show'))::int`,
      upcoming: sql<number>`(count(*) filter (where ${reservations.status} = 'confirmed' and ${reservations.date} >= ${today} and ${reservations.attendance} is null))::int`,
      lastVisit: sql<string | null>`max(${reservations.date}) filter (where ${visited})`,
    })
    .from(reservations)
    .where(inArray(reservations.guestId, guestIds))
    .groupBy(reservations.guestId);
}

export function contactsOf(db: Db, guestIds: number[]): Promise<GuestContact[]> {
  if (guestIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([reservations.guestId], {
      guestId: sql<number>`${reservations.guestId}`,
      name: reservations.name,
      email: reservations.email,
      phone: reservations.phone,
    })
    .from(reservations)
    .where(inArray(reservations.guestId, guestIds))
    .orderBy(reservations.guestId, desc(reservations.createdAt), desc(reservations.id));
}

export async function findGuest(db: Db, id: number): Promise<GuestRow | undefined> {
  const [row] = await db.select().from(guests).where(eq(guests.id, id)).limit(1);
  return row;
}

export async function guestsByIds(db: Db, ids: number[]): Promise<GuestRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(guests).where(inArray(guests.id, ids));
}

/**
 * Guests with a booking whose name, e-mail or phone contains the words (a phone by its digits),
 * or staff's note does; the most recently booked first. No words: the latest guests.
 */
export async function searchGuestIds(db: Db, query: string, limit: number): Promise<number[]> {
  const matches = guestBookingMatch(query);
  const rows = await db
    .select({
      guestId: sql<number>`${reservations.guestId}`,
      latest: sql<Date>`max(${reservations.createdAt})`,
    })
    .from(reservations)
    .where(and(isNotNull(reservations.guestId), matches))
    .groupBy(reservations.guestId)
    .orderBy(desc(sql`max(${reservations.createdAt})`), desc(reservations.guestId))
    .limit(limit);
  return rows.map((r) => r.guestId);
}

/** A booking whose guest the words find (see searchGuestIds); no words: every booking. */
export function guestBookingMatch(query: string): SQL {
  const words = query.trim();
  const byDigits = phoneDigitsMatch(reservations.phone, words);
  const pattern = likePattern(words);
  return words
    ? sql`(${reservations.name} ilike ${pattern} or ${reservations.email} ilike ${pattern}${byDigits ? sql` or ${byDigits}` : sql``} or exists (select 1 from ${guests} where ${guests.id} = ${reservations.guestId} and ${guests.note} ilike ${pattern}))`
    : sql`true`;
}

/** Every booking of a guest, the latest night first. */
export function bookingsOf(db: Db, guestId: number): Promise<ReservationRow[]> {
  return db
    .select()
    .from(reservations)
    .where(eq(reservations.guestId, guestId))
    .orderBy(desc(reservations.date), asc(reservations.timeSlot), desc(reservations.id));
}

export async function saveGuestNote(
  tx: Db,
  id: number,
  note: string,
  at: Date,
): Promise<GuestRow | undefined> {
  const [row] = await tx
    .update(guests)
    .set({ note, noteUpdatedAt: at })
    .where(eq(guests.id, id))
    .returning();
  return row;
}

/**
 * The allergens each guest declared on any of their bookings (a cancelled one included: an
 * allergy does not go away with the booking), each once and in the allergen list's order.
 */
export async function declaredAllergiesOf(
  db: Db,
  guestIds: number[],
): Promise<Map<number, AllergenCode[]>> {
  if (guestIds.length === 0) return new Map();
  const declared = new Map(guestIds.map((id) => [id, new Set<AllergenCode>()]));
  const rows = await db
    .select({ guestId: reservations.guestId, needs: reservations.dietaryNeeds })
    .from(reservations)
    .where(
      and(
        inArray(reservations.guestId, guestIds),
        sql`jsonb_array_length(${reservations.dietaryNeeds}) > 0`,
      ),
    );
  for (const row of rows) {
    const set = declared.get(row.guestId!);
    for (const need of row.needs) for (const a of need.allergens) set?.add(a);
  }
  return new Map(
    [...declared].map(([id, set]) => [id, allergenCodes.filter((code) => set.has(code))]),
  );
}
