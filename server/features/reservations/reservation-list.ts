import { z } from 'zod';
import type { StaffReservationDto } from '@shared/contracts/reservation';
import type { ReservationListQuery } from '@shared/contracts/reservation-list';
import { RESERVATION_CSV_HEADER, csvLine, reservationCsvCells } from '@shared/reservation-csv';
import type { ReservationRow } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';
import { decodeCursor, pageOf, type KeysetPage } from '../../lib/keyset-page';
import type { GuestsService } from '../guests/guests.service';
import { toReservationDto } from './reservation.dto';
import {
  countReservations,
  reservationKeyOf,
  reservationsAfter,
  type ReservationFilter,
  type ReservationKey,
} from './reservation-list.repository';

/** How many bookings the export reads at a time: memory stays flat however long the history. */
const EXPORT_BATCH = 500;

const reservationKeySchema = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  z.string().max(100),
  z.number().int().positive(),
]);

export type ReservationListDeps = { db: Db; guests: Pick<GuestsService, 'historyOf'> };

function filterOf(query: Omit<ReservationListQuery, 'limit' | 'cursor'>): ReservationFilter {
  return {
    date: query.date,
    from: query.from,
    to: query.to,
    statuses: query.status,
    q: query.q || undefined,
  };
}

/** Pages of the staff's reservations list and its CSV export, both read through the server. */
export function reservationList(deps: ReservationListDeps) {
  const { db } = deps;

  async function withGuests(rows: ReservationRow[]): Promise<StaffReservationDto[]> {
    const history = await deps.guests.historyOf(
      rows.flatMap((r) => (r.guestId === null ? [] : [r.guestId])),
    );
    return rows.map((r) => ({
      ...toReservationDto(r),
      guest: r.guestId === null ? null : (history.get(r.guestId) ?? null),
    }));
  }

  return {
    /** One page in the list's order, each booking with its guest's history as the list has it. */
    async page(query: ReservationListQuery): Promise<KeysetPage<StaffReservationDto>> {
      const after = decodeCursor(query.cursor, reservationKeySchema) as ReservationKey | undefined;
      const filter = filterOf(query);
      const [read, total] = await Promise.all([
        reservationsAfter(db, filter, after, query.limit + 1),
        countReservations(db, filter),
      ]);
      const page = pageOf(read, query.limit, reservationKeyOf, total);
      return { ...page, rows: await withGuests(page.rows) };
    },

    /**
     * The CSV file of every booking the filters match (paging parameters aside), a line at a
     * time: batches are read one after another by key, so only one is ever in memory.
     */
    async *csvLines(query: Omit<ReservationListQuery, 'limit' | 'cursor'>): AsyncGenerator<string> {
      const filter = filterOf(query);
      yield csvLine(RESERVATION_CSV_HEADER);
      let after: ReservationKey | undefined;
      for (;;) {
        const batch = await reservationsAfter(db, filter, after, EXPORT_BATCH);
        for (const row of batch) yield csvLine(reservationCsvCells(toReservationDto(row)));
        if (batch.length < EXPORT_BATCH) return;
        after = reservationKeyOf(batch[batch.length - 1]!);
      }
    },
  };
}

export type ReservationList = ReturnType<typeof reservationList>;
