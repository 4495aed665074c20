import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  boolean,
  jsonb,
} from 'drizzle-orm/pg-core';
import type { DietaryNeed, OccasionCode } from '../domain/dietary';
import type { ChargedPaymentKind } from '../domain/booking-payments';

import type { AttendanceMark } from '../domain/attendance';
import { guests } from './guests';
import {
  NEW_RESERVATION_STATUS,
  type CorporatePaymentStatus,
  type RefundStatus,
  type ReservationSource,
  type ReservationStatus,
} from '../domain/statuses';

export { reservationStatuses, type ReservationStatus } from '../domain/statuses';

export const reservations = pgTable(
  'reservations',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    /** yyyy-MM-dd in the restaurant's time zone. */
    date: text().notNull(),
    timeSlot: text().notNull(),
    guests: integer().notNull(),
    vegCount: integer().notNull().default(0),
    nonVegCount: integer().notNull().default(0),
    specialRequests: text(),
    status: text().$type<ReservationStatus>().notNull().default(NEW_RESERVATION_STATUS),
    /** not_paid: paid at the restaurant; pending/failed/completed/refunded: paid when booking. */
    paymentStatus: text().$type<CorporatePaymentStatus>().notNull().default('not_paid'),
    paymentId: text(),
    razorpayOrderId: text(),
    /** Estimated bill in paise. */
    totalAmount: integer(),
    /** Client-chosen key that makes a retried booking request create one booking. */
    idempotencyKey: text(),
    /** sha256 of the request that used the idempotency key; another body with the key is refused. */
    idempotencyFingerprint: text(),
    /** sha256 of the guest's private manage-link token; the token itself is never stored. */
    manageTokenHash: text(),
    /** Who cancelled: the guest through the manage link, staff, or the site (an unpaid hold ended). */
    cancelledBy: text().$type<'guest' | 'staff' | 'system'>(),
    /** Why the site cancelled it ('payment not completed'); staff's reasons go to the audit trail. */
    cancelReason: text(),
    /**
     * Paid when booking (the payment policy asked for it when the booking was made): a deposit
     * per guest or the whole estimate. Null: paid at the restaurant.
     */
    paymentKind: text().$type<ChargedPaymentKind>(),
    /** The deposit per guest in paise the booking was made under (deposit bookings). */
    depositPerGuest: integer(),
    /** What the booking pays online, in paise; the server works it out, never the browser. */
    depositAmount: integer(),
    /** Refunds asked for or made, in paise (see booking_refunds). */
    refundedAmount: integer().notNull().default(0),
    /** An unpaid booking keeps its seats until then; the release job frees them after. */
    paymentHoldUntil: timestamp({ withTimezone: true }),
    /** Cancelled before then: refunded in full; later (or a no-show): the payment is kept. */
    refundableUntil: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    /**
     * A change through the guest's link that waits for a further payment (booking_top_ups has
     * it): what it asks, in paise, and until when the new party holds its seats. Null otherwise.
     */
    topUpAmount: integer(),
    topUpHoldUntil: timestamp({ withTimezone: true }),
    /** Where the booking's latest refund stands (booking_refunds has each one). */
    refundStatus: text().$type<RefundStatus>(),
    /**
     * Until the paid booking's confirmation is mailed: the random seed its manage link is derived
     * from (with the server's secret), so the link can be mailed once the payment arrives from
     * any source. Cleared when the confirmation is queued or the hold ends.
     */
    manageLinkSeed: text(),
    /**
     * The gateway's payment link for an unpaid booking, opened when the diner pays without
     * JavaScript (the booking form posted plainly, or the manage page's Pay): its id, which the
     * gateway's news and the payer's return name, and the address the payer is sent to.
     */
    paymentLinkId: text(),
    paymentLinkUrl: text(),
    /**
     * The diner proved the e-mail address is theirs (a link we mailed to it) when booking. The
     * per-guest caps count such bookings by the address alone; unproven ones only when both the
     * address and the phone match, so strangers cannot use up a diner's caps.
     */
    emailVerified: boolean().notNull().default(false),
    /** How the booking came in: the website, a phone call taken by staff, or a walk-in. */
    source: text().$type<ReservationSource>().notNull().default('online'),
    /** When the status last moved; staff may undo a completion shortly after it. */
    statusChangedAt: timestamp({ withTimezone: true }),
    /**
     * The SEQUENCE of the booking's calendar invite: 0 as booked, one more for each change or
     * cancellation mailed to the guest, so their calendar keeps the newest copy.
     */
    calendarSequence: integer().notNull().default(0),
    /** Each guest's allergies and diet, one entry a guest who declared any (dietary.ts). */
    dietaryNeeds: jsonb().$type<DietaryNeed[]>().notNull().default([]),
    /** What the party celebrates, if they said; the kitchen and the floor plan for it. */
    occasion: text().$type<OccasionCode>(),
    occasionNote: text(),
    /** The guest in the guest book this booking belongs to (by e-mail and phone). */
    guestId: integer().references(() => guests.id),
    /** Whether the party came, as the floor recorded it; null until marked (or after an undo). */
    attendance: text().$type<AttendanceMark>(),
    attendanceMarkedAt: timestamp({ withTimezone: true }),
    /** When the guest tapped 'I'm coming' in the reminder (or on the manage page). */
    attendanceConfirmedAt: timestamp({ withTimezone: true }),
    /** When the day-before reminder was queued for sending; a booking is reminded once. */
    reminderSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_date_slot_idx').on(t.date, t.timeSlot),
    index('reservations_status_idx').on(t.status),
    // The staff list's order (night newest first, seating, id): a page or a night is one range,
    // with or without a status filter.
    index('reservations_list_order_idx').on(t.date.desc(), t.timeSlot, t.id),
    index('reservations_status_list_order_idx').on(t.status, t.date.desc(), t.timeSlot, t.id),
    index('reservations_phone_idx').on(t.phone),
    // The per-guest booking caps look a diner up by e-mail and by the phone's last ten digits.
    index('reservations_email_lower_idx').on(sql`lower(${t.email})`),
    index('reservations_phone_digits_idx').on(
      sql`right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 10)`,
    ),
    uniqueIndex('reservations_idempotency_key_uq').on(t.idempotencyKey),
    uniqueIndex('reservations_manage_token_hash_uq').on(t.manageTokenHash),
    index('reservations_guest_idx').on(t.guestId),
    uniqueIndex('reservations_razorpay_order_id_uq').on(t.razorpayOrderId),
    uniqueIndex('reservations_payment_id_uq').on(t.paymentId),
    uniqueIndex('reservations_payment_link_id_uq').on(t.paymentLinkId),
  ],
);

export type ReservationRow = typeof reservations.$inferSelect;
