import type { BookingGuestDto } from '@shared/contracts/reservation';
import {
  GUEST_SEARCH_LIMIT,
  type GuestDetailDto,
  type GuestPageQuery,
  type GuestSummaryDto,
} from '@shared/contracts/guests';
import { restaurantMoment } from '@shared/restaurant-time';
import type { GuestRow } from '@shared/schema/guests';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-trail';
import type { KeysetPage } from '../../lib/keyset-page';
import { guestIdPage } from './guest-pages';
import type { Clock } from '../reservations/availability.service';
import {
  bookingsOf,
  contactsOf,
  declaredAllergiesOf,
  findGuest,
  guestsByIds,
  type GuestStats,
  saveGuestNote,
  searchGuestIds,
  statsOf,
} from './guests.repository';

/**
 * The guest book, for staff only: who each guest is (from their latest booking), how often they
 * came and failed to, what they declared they cannot eat, and staff's private note, changes to
 * which go to the audit trail.
 */
export function guestsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const today = () => restaurantMoment(clock.now(), clock.timeZone).date;

  /** The counts the book and the booking rows share. */
  async function countsOf(ids: number[], counted?: GuestStats[]) {
    const unique = [...new Set(ids)];
    const [stats, rows] = await Promise.all([
      counted ?? statsOf(db, unique, today()),
      guestsByIds(db, unique),
    ]);
    return new Map(
      unique.map((id) => {
        const s = stats.find((x) => x.guestId === id);
        const note = rows.find((g) => g.id === id)?.note ?? '';
        return [id, { id, visits: s?.visits ?? 0, noShows: s?.noShows ?? 0, note }];
      }),
    );
  }

  /**
   * What the reservations screen shows beside each booking of these guests: the counts and
   * staff's note (the floor reads it at the table). Allergies stay with each booking's own party.
   */
  async function historyOf(ids: number[]): Promise<Map<number, BookingGuestDto>> {
    const counts = await countsOf(ids);
    return new Map([...counts].map(([id, c]) => [id, { ...c, hasNote: c.note !== '' }] as const));
  }

  async function summaries(ids: number[]): Promise<GuestSummaryDto[]> {
    const [stats, contacts, allergies] = await Promise.all([
      statsOf(db, ids, today()),
      contactsOf(db, ids),
      declaredAllergiesOf(db, ids),
    ]);
    const counts = await countsOf(ids, stats);
    return ids.flatMap((id) => {
      const contact = contacts.find((c) => c.guestId === id);
      const s = stats.find((x) => x.guestId === id);
      const c = counts.get(id);
      if (!contact || !c) return [];
      return [
        {
          id,
          visits: c.visits,
          noShows: c.noShows,
          hasNote: c.note !== '',
          allergies: allergies.get(id) ?? [],
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          upcoming: s?.upcoming ?? 0,
          lastVisit: s?.lastVisit ?? null,
        },
      ];
    });
  }

  async function detailOf(guest: GuestRow): Promise<GuestDetailDto> {
    const [summary] = await summaries([guest.id]);
    if (!summary) throw notFound('No guest with that id');
    const bookings = await bookingsOf(db, guest.id);
    return {
      ...summary,
      note: guest.note,
      noteUpdatedAt: guest.noteUpdatedAt?.toISOString() ?? null,
      bookings: bookings.map((b) => ({
        id: b.id,
        date: b.date,
        timeSlot: b.timeSlot,
        guests: b.guests,
        status: b.status,
        source: b.source,
        attendance: b.attendance,
        attendanceConfirmedAt: b.attendanceConfirmedAt?.toISOString() ?? null,
        specialRequests: b.specialRequests,
      })),
    };
  }

  return {
    historyOf: (ids: number[]) => historyOf(ids),

    async search(query: string | undefined): Promise<GuestSummaryDto[]> {
      return summaries(await searchGuestIds(db, query ?? '', GUEST_SEARCH_LIMIT));
    },

    /** A page of the search (guest-pages.ts), each guest as the book lists them. */
    async page(query: GuestPageQuery): Promise<KeysetPage<GuestSummaryDto>> {
      const page = await guestIdPage(db, query);
      return { ...page, rows: await summaries(page.rows) };
    },

    async detail(id: number): Promise<GuestDetailDto> {
      const guest = await findGuest(db, id);
      if (!guest) throw notFound('No guest with that id');
      return detailOf(guest);
    },

    /** Staff's private note; the change and who made it go to the audit trail with it. */
    async saveNote(actor: StaffActor, id: number, note: string): Promise<GuestDetailDto> {
      const saved = await db.transaction(async (tx) => {
        const before = await findGuest(tx, id);
        if (!before) throw notFound('No guest with that id');
        if (before.note === note) return before;
        const after = (await saveGuestNote(tx, id, note, clock.now()))!;
        await recordAudit(tx, actor, {
          area: 'guests',
          action: 'note',
          entityId: id,
          before: { note: before.note },
          after: { note },
        });
        return after;
      });
      return detailOf(saved);
    },
  };
}

export type GuestsService = ReturnType<typeof guestsService>;
