import type { TimeSlotDto } from '@shared/contracts/reservation';
import {
  seatingLabel,
  type SeatingChangeDto,
  type TimeSlotCreate,
  type TimeSlotUpdate,
} from '@shared/contracts/seatings';
import { restaurantMoment } from '@shared/restaurant-time';
import { availabilityChanged, PAGES_CHANGED } from '../../db/change-notice';
import type { ChangeNotices } from '../../db/change-notices';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/app-error';
import { changedFields, recordAudit } from '../audit/audit-trail';
import { toTimeSlotDto, type Clock } from '../reservations/availability.service';
import type { BookingMailQueue } from '../reservations/booking-mail-queue';
import { findTimeSlot, lockSeating } from '../reservations/seating.repository';
import type { WaitlistOffers } from '../waitlist/waitlist-offers';
import {
  findSeatingById,
  insertSeating,
  lockSeatingExclusively,
  nextSeatingOrder,
  nightsWithWaitingParties,
  relabelAhead,
  updateSeating,
} from './seating-bookings.repository';
import {
  nightsLeftShort,
  seatingHasBookings,
  settleParties,
  type SeatsAfter,
} from './seating-parties';

export type SeatingsDeps = {
  db: Db;
  clock: Clock;
  mails: BookingMailQueue;
  changes: Pick<ChangeNotices, 'publish'>;
  offers: Pick<WaitlistOffers, 'offerFreedSeats'>;
};

const SEATING_FIELDS = [
  'slot',
  'startTime',
  'endTime',
  'maxCapacity',
  'isActive',
  'order',
] as const;

/**
 * Staff shape the nightly seatings: their seats, times, order, and whether they are offered. A
 * change that would leave booked parties without seats is refused with the nights it concerns
 * until staff choose to move or cancel those parties; everything happens in one transaction
 * under the seating's exclusive lock, so no booking slips in between the look and the change.
 */
export function seatingsService(deps: SeatingsDeps) {
  const { db, clock } = deps;
  const today = () => restaurantMoment(clock.now(), clock.timeZone).date;
  const changed = () => deps.changes.publish(PAGES_CHANGED, availabilityChanged(undefined));

  return {
    async create(actor: StaffActor, input: TimeSlotCreate): Promise<TimeSlotDto> {
      const row = await db.transaction(async (tx) => {
        const slot = input.slot ?? seatingLabel(input.startTime, input.endTime);
        const inserted = await insertSeating(tx, {
          slot,
          startTime: input.startTime,
          endTime: input.endTime,
          maxCapacity: input.maxCapacity,
          isActive: input.isActive,
          order: input.order ?? (await nextSeatingOrder(tx)),
        });
        if (!inserted) throw conflict(`There is already a seating called ${slot}.`);
        await recordAudit(tx, actor, {
          area: 'seatings',
          action: 'create',
          entityId: inserted.id,
          after: Object.fromEntries(SEATING_FIELDS.map((k) => [k, inserted[k]])),
        });
        return inserted;
      });
      await changed();
      return toTimeSlotDto(row);
    },

    async update(actor: StaffActor, id: number, input: TimeSlotUpdate): Promise<SeatingChangeDto> {
      const result = await db.transaction(async (tx) => {
        const found = await findSeatingById(tx, id);
        if (!found) throw notFound('No seating with that id');
        await lockSeatingExclusively(tx, found.slot);
        const current = (await findSeatingById(tx, id))!;
        const startTime = input.startTime ?? current.startTime;
        const endTime = input.endTime ?? current.endTime;
        if (endTime <= startTime) throw conflict('The seating must end after it starts.');
        const retimed = startTime !== current.startTime || endTime !== current.endTime;
        const retired = input.isActive === false && current.isActive;
        const maxCapacity = input.maxCapacity ?? current.maxCapacity;
        const after: SeatsAfter = retired || retimed ? 'none' : { capacity: maxCapacity };
        const from = today();
        const shrinks = after === 'none' || maxCapacity < current.maxCapacity;
        const short = shrinks ? await nightsLeftShort(tx, clock, current, after, from) : [];
        if (short.length > 0 && !input.bookings) throw seatingHasBookings(short);
        const settled = await settleParties(deps, tx, actor, current, short, input);
        const slot = retimed ? seatingLabel(startTime, endTime) : current.slot;
        if (slot !== current.slot) {
          const other = await findTimeSlot(tx, slot);
          if (other && other.id !== id)
            throw conflict(`There is already a seating called ${slot}.`);
          await relabelAhead(tx, from, current.slot, slot);
        }
        const next = await updateSeating(tx, id, {
          slot,
          startTime,
          endTime,
          maxCapacity,
          isActive: input.isActive ?? current.isActive,
          order: input.order ?? current.order,
        });
        const diff = changedFields(current, next, SEATING_FIELDS);
        if (Object.keys(diff.after).length > 0) {
          await recordAudit(tx, actor, {
            area: 'seatings',
            action: 'update',
            entityId: id,
            ...diff,
          });
        }
        // Seats that opened go first to the parties waiting for them, night by night.
        if (next.isActive && next.maxCapacity > current.maxCapacity) {
          for (const date of await nightsWithWaitingParties(tx, next.slot, from)) {
            await lockSeating(tx, date, next.slot);
            await deps.offers.offerFreedSeats(tx, date, next.slot);
          }
        }
        return {
          ...toTimeSlotDto(next),
          movedBookings: settled.moved,
          cancelledBookings: settled.cancelled,
        };
      });
      await changed();
      return result;
    },
  };
}

export type SeatingsService = ReturnType<typeof seatingsService>;
