import { and, asc, count, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { PAID_PAYMENT_STATUS, SEAT_HOLDING_STATUSES } from '@shared/domain/statuses';
import { blockedSlots } from '@shared/schema/blocked-slots';
import { corporateOrders } from '@shared/schema/corporate-orders';
import { reservations } from '@shared/schema/reservations';
import { timeSlots } from '@shared/schema/time-slots';
import type { Db } from '../../db/connection';

export type BusinessCounts = {
  activeReservations: number;
  completedBookings: number;
  pendingOrders: number;
  totalRevenuePaise: number;
};

/** The dashboard's four cards, each one aggregate in the database. */
export async function businessCounts(db: Db, today: string): Promise<BusinessCounts> {
  const [active, completed, pending, revenue] = await Promise.all([
    db
      .select({ n: count() })
      .from(reservations)
      .where(and(eq(reservations.status, 'confirmed'), gte(reservations.date, today))),
    db.select({ n: count() }).from(reservations).where(eq(reservations.status, 'completed')),
    // What staff must act on: paid orders waiting for Approve or Reject. An unpaid pending order
    // waits for the buyer, and cannot be approved yet.
    db
      .select({ n: count() })
      .from(corporateOrders)
      .where(
        and(
          eq(corporateOrders.status, 'pending'),
          eq(corporateOrders.paymentStatus, PAID_PAYMENT_STATUS),
        ),
      ),
    db
      .select({ paise: sql<string>`coalesce(sum(${corporateOrders.totalAmount}), 0)::bigint` })
      .from(corporateOrders)
      .where(
        and(
          eq(corporateOrders.paymentStatus, PAID_PAYMENT_STATUS),
          // Money staff asked to give back, or gave back, is not revenue; a refund that failed is.
          or(isNull(corporateOrders.refundStatus), eq(corporateOrders.refundStatus, 'failed')),
        ),
      ),
  ]);
  return {
    activeReservations: active[0]?.n ?? 0,
    completedBookings: completed[0]?.n ?? 0,
    pendingOrders: pending[0]?.n ?? 0,
    totalRevenuePaise: Number(revenue[0]?.paise ?? 0),
  };
}

export type SeatingTonight = {
  slot: string;
  startTime: string;
  endTime: string;
  capacity: number;
  isActive: boolean;
  covers: number;
  veg: number;
  nonVeg: number;
  blocked: boolean;
};

/**
 * Each seating on a date with the guests holding seats and their course choices: every active
 * seating, and an inactive one only when guests are booked into it.
 */
export function seatingsWithCovers(db: Db, date: string): Promise<SeatingTonight[]> {
  const covers = sql<number>`coalesce(sum(${reservations.guests}), 0)::int`;
  return db
    .select({
      slot: timeSlots.slot,
      startTime: timeSlots.startTime,
      endTime: timeSlots.endTime,
      capacity: timeSlots.maxCapacity,
      isActive: timeSlots.isActive,
      covers,
      veg: sql<number>`coalesce(sum(${reservations.vegCount}), 0)::int`,
      nonVeg: sql<number>`coalesce(sum(${reservations.nonVegCount}), 0)::int`,
      blocked: sql<boolean>`exists (select 1 from ${blockedSlots} where ${blockedSlots.date} = ${date} and ${blockedSlots.timeSlot} = ${timeSlots.slot})`,
    })
    .from(timeSlots)
    .leftJoin(
      reservations,
      and(
        eq(reservations.date, date),
        eq(reservations.timeSlot, timeSlots.slot),
        inArray(reservations.status, [...SEAT_HOLDING_STATUSES]),
      ),
    )
    .groupBy(timeSlots.id)
    .having(sql`${timeSlots.isActive} or ${covers} > 0`)
    .orderBy(asc(timeSlots.order), asc(timeSlots.id));
}
