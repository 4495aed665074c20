import type { BookedReservationDto, ReservationDto } from '@shared/contracts/reservation';
import type { BookingCheckoutDto } from '@shared/contracts/booking-payments';
import { DEFAULT_TASTING_MINUTES } from '@shared/restaurant-facts';
import type { Db } from '../../db/connection';
import { availabilityChanged } from '../../db/change-notice';
import type { ChangeNotices } from '../../db/change-notices';
import type { GuestActor, StaffActor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { DEFAULT_GUEST_MAIL_GATE, type GuestMailGate } from '../../mail/guest-mail-gate';
import { NO_METRICS, type BusinessMetrics } from '../../metrics/app-metrics';
import type { BookingPaymentsService } from '../deposits/booking-payments.service';
import type { GuestsService } from '../guests/guests.service';
import type { WaitlistOffers } from '../waitlist/waitlist-offers';
import { bookingMailQueue, type BookingMailQueue } from './booking-mail-queue';
import type { ChangeDeps, Changed } from './reservation-change-deps';

export type ReservationDeps = {
  db: Db;
  clock: Clock;
  /** Told after a commit that queued a job (the confirmation e-mail), so it runs at once. */
  jobs: { wake(): void };
  /** Tells every server process which nights' seats changed, so none serves its old memo. */
  changes: Pick<ChangeNotices, 'publish' | 'subscribe'>;
  /** The site's public address: the guest's manage link starts with it. */
  publicUrl: string;
  /** How long a booked evening lasts, for calendar invites (default three hours). */
  tastingMinutes?: number;
  /** Where bookings made are counted (the metrics); nowhere when omitted. */
  metrics?: Pick<BusinessMetrics, 'bookingMade'>;
  /** Seats a change frees go to the parties waiting for them (waitlist-offers.ts). */
  offers: WaitlistOffers;
  /** Each booking on the staff list shows its guest's history from the guest book. */
  guests: Pick<GuestsService, 'historyOf'>;
  /** How long before its seating a booking is reminded (REMINDER_HOURS_BEFORE). */
  reminderHoursBefore?: number;
  /**
   * Deposits and prepaid seats (features/deposits): an online booking the payment policy asks to
   * pay holds its seats unpaid and answers a gateway order. Without it, every booking is paid at
   * the restaurant.
   */
  payments?: Pick<BookingPaymentsService, 'holdFor' | 'openCheckout' | 'openTopUpCheckout'>;
  /** Whether a message a guest's action causes goes out (the address may be anyone's). */
  guestMail?: GuestMailGate;
};

export type Booked =
  | {
      replayed: false;
      reservation: BookedReservationDto;
      /** The payment dialog's order, when the policy asks this booking to pay now. */
      checkout?: BookingCheckoutDto;
    }
  /** A retry of an earlier request: only the booking's id and status, never the guest's details. */
  | { replayed: true; reservation: Pick<ReservationDto, 'id' | 'status'> };

export type BookingOptions = {
  /** Staff book for a guest on the phone; anyone else books as the guest. */
  actor: StaffActor | GuestActor;
  /** Client-chosen key that makes a retried request book once. */
  idempotencyKey?: string;
  /** Per-guest caps (online bookings with rate limits on); staff bookings skip them. */
  guestCaps: boolean;
  /** The diner proved the e-mail address with a link mailed to it (guest-caps-email-proof.ts). */
  emailProven?: boolean;
};

/** What the parts of the reservation service share: their deps and a few helpers. */
export type ReservationContext = {
  deps: ReservationDeps;
  db: Db;
  clock: Clock;
  mails: BookingMailQueue;
  tastingMinutes: number;
  metrics: Pick<BusinessMetrics, 'bookingMade'>;
  /** What a change to a booking needs (reservation-changes.ts, reservation-needs.ts). */
  changeDeps: ChangeDeps;
  /** After a commit: every process's booking page sees the seats of these nights at once. */
  seatsChanged(...dates: string[]): Promise<void>;
  /** After a commit: the booking page sees the seats at once, and any e-mail goes out now. */
  afterChange<T>(changed: Changed<T>): Promise<T>;
};

export function reservationContext(deps: ReservationDeps): ReservationContext {
  const { db, clock, offers } = deps;
  const tastingMinutes = deps.tastingMinutes ?? DEFAULT_TASTING_MINUTES;
  const guestMail = deps.guestMail ?? DEFAULT_GUEST_MAIL_GATE;
  const mails = bookingMailQueue(
    clock,
    deps.publicUrl,
    tastingMinutes,
    deps.reminderHoursBefore,
    guestMail,
  );
  const seatsChanged = (...dates: string[]): Promise<void> =>
    deps.changes.publish(...dates.map(availabilityChanged));
  return {
    deps,
    db,
    clock,
    mails,
    tastingMinutes,
    metrics: deps.metrics ?? NO_METRICS,
    changeDeps: { db, clock, mails, publicUrl: deps.publicUrl, offers, tastingMinutes },
    seatsChanged,
    async afterChange<T>(changed: Changed<T>): Promise<T> {
      await seatsChanged(...changed.dates);
      if (changed.dates.length > 0) deps.jobs.wake();
      return changed.reservation;
    },
  };
}
