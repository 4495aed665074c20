import type { AffectedNight } from '@shared/contracts/seatings';
import type {
  PublicSpecialNightDto,
  SpecialNightDto,
  SpecialNightInput,
} from '@shared/contracts/special-nights';
import { datesFromTo, restaurantMoment } from '@shared/restaurant-time';
import type { SpecialNightRow } from '@shared/schema/special-nights';
import { availabilityChanged, PAGES_CHANGED } from '../../db/change-notice';
import type { ChangeNotices } from '../../db/change-notices';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { changedFields, recordAudit } from '../audit/audit-trail';
import type { Clock } from '../reservations/availability.service';
import { listTimeSlots, loadBetween, lockSeating } from '../reservations/seating.repository';
import { lockSeatingExclusively } from '../seatings/seating-bookings.repository';
import { seatingHasBookings } from '../seatings/seating-parties';
import type { WaitlistOffers } from '../waitlist/waitlist-offers';
import {
  deleteSpecialNight,
  findSpecialNight,
  insertSpecialNight,
  listSpecialNights,
  lockSpecialNights,
  specialNightsBetween,
  updateSpecialNight,
} from './special-night.repository';

export type SpecialNightsDeps = {
  db: Db;
  clock: Clock;
  changes: Pick<ChangeNotices, 'publish'>;
  offers: Pick<WaitlistOffers, 'offerFreedSeats'>;
};

export const toSpecialNightDto = (row: SpecialNightRow): SpecialNightDto => ({
  id: row.id,
  name: row.name,
  date: row.startDate,
  toDate: row.endDate,
  capacities: row.capacities,
  menu: row.menu ?? null,
  pricePerGuestRupees: row.pricePerGuest,
  payment: row.payment,
  depositPerGuestRupees: row.depositPerGuest,
});

const columnsOf = (input: SpecialNightInput) => ({
  name: input.name,
  startDate: input.date,
  endDate: input.toDate ?? input.date,
  capacities: input.capacities,
  menu: input.menu
    ? {
        name: input.menu.name,
        courses: [...input.menu.courses].sort((a, b) => a.courseNumber - b.courseNumber),
      }
    : null,
  pricePerGuest: input.pricePerGuestRupees,
  payment: input.payment,
  depositPerGuest: input.payment === 'deposit' ? input.depositPerGuestRupees : null,
});

type Columns = ReturnType<typeof columnsOf>;

/**
 * Special nights: a date or a run of them with their own seats per seating, menu, price and
 * payment. Every write takes the seatings' locks, so a night's seats never drop below what is
 * booked there (refused with the nights concerned), and two special nights never overlap.
 */
export function specialNightsService(deps: SpecialNightsDeps) {
  const { db, clock } = deps;
  const today = () => restaurantMoment(clock.now(), clock.timeZone).date;
  const changed = () => deps.changes.publish(PAGES_CHANGED, availabilityChanged(undefined));

  /**
   * Locks every seating, then refuses when, on the nights ahead from `from` to `to`, the seats
   * `night` would leave a seating (its own, or the usual ones outside it) are fewer than booked.
   */
  async function assertSeatsKept(
    tx: Db,
    from: string,
    to: string,
    night: Columns | undefined,
  ): Promise<void> {
    const seatings = await listTimeSlots(tx);
    for (const s of seatings) await lockSeatingExclusively(tx, s.slot);
    const start = from < today() ? today() : from;
    if (start > to) return;
    const load = await loadBetween(tx, start, to);
    const short: AffectedNight[] = [];
    for (const date of datesFromTo(start, to)) {
      for (const s of seatings) {
        const booked = load.taken.get(`${date}|${s.slot}`) ?? 0;
        const inside = night && night.startDate <= date && date <= night.endDate;
        const own = inside ? night.capacities.find((c) => c.timeSlotId === s.id) : undefined;
        const capacity = own?.maxCapacity ?? s.maxCapacity;
        if (booked > capacity) {
          short.push({ date, timeSlot: s.slot, booked, capacity, bookings: [] });
        }
      }
    }
    if (short.length > 0) throw seatingHasBookings(short);
  }

  async function assertValid(tx: Db, columns: Columns, exceptId?: number) {
    const ids = new Set((await listTimeSlots(tx)).map((s) => s.id));
    if (columns.capacities.some((c) => !ids.has(c.timeSlotId))) {
      throw badRequest('Choose seats for the seatings there are');
    }
    await lockSpecialNights(tx);
    const [other] = await specialNightsBetween(tx, columns.startDate, columns.endDate, exceptId);
    if (other) {
      throw conflict(
        `${other.name} is already a special night from ${other.startDate} to ${other.endDate}.`,
      );
    }
  }

  /** Seats a special night opened go first to the parties waiting for them. */
  async function offerOpenedSeats(tx: Db, columns: Columns) {
    const seatings = await listTimeSlots(tx);
    const start = columns.startDate < today() ? today() : columns.startDate;
    for (const date of datesFromTo(start, columns.endDate)) {
      for (const c of columns.capacities) {
        const seating = seatings.find((s) => s.id === c.timeSlotId);
        if (!seating) continue;
        await lockSeating(tx, date, seating.slot);
        await deps.offers.offerFreedSeats(tx, date, seating.slot);
      }
    }
  }

  return {
    async list(): Promise<SpecialNightDto[]> {
      return (await listSpecialNights(db)).map(toSpecialNightDto);
    },

    /** The special nights not yet over, for the booking page and the calendar. */
    async upcoming(): Promise<PublicSpecialNightDto[]> {
      const from = today();
      return (await listSpecialNights(db))
        .filter((n) => n.endDate >= from)
        .slice(0, 60)
        .map((n) => {
          const { capacities: _, ...night } = toSpecialNightDto(n);
          return night;
        });
    },

    async create(actor: StaffActor, input: SpecialNightInput): Promise<SpecialNightDto> {
      const columns = columnsOf(input);
      if (columns.endDate < today()) throw badRequest('Past dates cannot be made special nights');
      const row = await db.transaction(async (tx) => {
        await assertValid(tx, columns);
        await assertSeatsKept(tx, columns.startDate, columns.endDate, columns);
        const inserted = await insertSpecialNight(tx, columns);
        await recordAudit(tx, actor, {
          area: 'special-nights',
          action: 'create',
          entityId: inserted.id,
          after: { ...columns, menu: columns.menu?.name ?? null },
        });
        await offerOpenedSeats(tx, columns);
        return inserted;
      });
      await changed();
      return toSpecialNightDto(row);
    },

    async update(
      actor: StaffActor,
      id: number,
      input: SpecialNightInput,
    ): Promise<SpecialNightDto> {
      const columns = columnsOf(input);
      const row = await db.transaction(async (tx) => {
        const current = await findSpecialNight(tx, id);
        if (!current) throw notFound('No special night with that id');
        await assertValid(tx, columns, id);
        const from = current.startDate < columns.startDate ? current.startDate : columns.startDate;
        const to = current.endDate > columns.endDate ? current.endDate : columns.endDate;
        await assertSeatsKept(tx, from, to, columns);
        const updated = (await updateSpecialNight(tx, id, columns))!;
        const diff = changedFields(
          { ...current, menu: current.menu?.name ?? null },
          { ...updated, menu: updated.menu?.name ?? null },
          [
            'name',
            'startDate',
            'endDate',
            'capacities',
            'menu',
            'pricePerGuest',
            'payment',
            'depositPerGuest',
          ],
        );
        await recordAudit(tx, actor, {
          area: 'special-nights',
          action: 'update',
          entityId: id,
          ...diff,
        });
        await offerOpenedSeats(tx, columns);
        return updated;
      });
      await changed();
      return toSpecialNightDto(row);
    },

    async remove(actor: StaffActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await findSpecialNight(tx, id);
        if (!current) throw notFound('No special night with that id');
        await lockSpecialNights(tx);
        await assertSeatsKept(tx, current.startDate, current.endDate, undefined);
        await deleteSpecialNight(tx, id);
        await recordAudit(tx, actor, {
          area: 'special-nights',
          action: 'delete',
          entityId: id,
          before: { name: current.name, startDate: current.startDate, endDate: current.endDate },
        });
      });
      await changed();
    },
  };
}

export type SpecialNightsService = ReturnType<typeof specialNightsService>;
