import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import type { Express } from 'express';
import type { BookingPaymentPolicy } from '@shared/domain/booking-payments';
import { DEFAULT_BOOKING_PAYMENT_POLICY } from '@shared/domain/booking-payments';
import { SETTING_BOOKING_PAYMENTS } from '@shared/constants';
import { jobs } from '@shared/schema/jobs';
import { reservations } from '@shared/schema/reservations';
import type { Db } from '../db/connection';
import { writeSetting } from '../features/site-settings/site-settings.repository';
import type { MailMessage } from '../mail/mailer';
import { razorpayStubEnv, startRazorpayStub } from './razorpay-stub';
import { createTestApp, signedInAgent } from './test-app';

export const SEVEN = '7:00 PM - 8:00 PM';

let nights = 0;
/** A fresh night in 2027 per call (from a base of its own), so tests never share seats. */
export function depositNight(base = 200): string {
  return new Date(Date.UTC(2027, 0, base + ++nights)).toISOString().slice(0, 10);
}

/** The booking form's payload for a party on a night. */
export function depositBooking(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Meera Iyer',
    email: 'meera@example.com',
    phone: '+91 98450 55555',
    date: depositNight(),
    timeSlot: SEVEN,
    guests: 4,
    vegCount: 2,
    nonVegCount: 2,
    status: 'confirmed',
    ...overrides,
  };
}

/** Stores a payment policy as an admin would have saved it (the default otherwise). */
export async function setPolicy(db: Db, policy: Partial<BookingPaymentPolicy>): Promise<void> {
  await writeSetting(
    db,
    SETTING_BOOKING_PAYMENTS,
    JSON.stringify({ ...DEFAULT_BOOKING_PAYMENT_POLICY, ...policy }),
    'json',
  );
}

export type Checkout = {
  id: number;
  razorpayKeyId: string;
  amount: number;
  razorpayOrderId: string;
  holdUntil: string;
  manageUrl: string;
  kind: 'deposit' | 'prepay';
};

/** Books online and expects the answer of a booking that pays now. */
export async function bookWithPayment(
  app: Express,
  overrides: Record<string, unknown> = {},
): Promise<Checkout> {
  const res = await request(app).post('/api/reservations').send(depositBooking(overrides));
  if (res.status !== 201 || !('razorpayOrderId' in res.body)) {
    throw new Error(`expected a checkout, got ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body as Checkout;
}

export const tokenOf = (manageUrl: string) => manageUrl.split('/').pop()!;

export async function bookingRow(db: Db, id: number) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
}

/** Brings every waiting job of a booking forward to now (the runner's clock is the database's). */
export async function dueNow(db: Db, reservationId: number, kind?: string): Promise<void> {
  await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(
      kind
        ? sql`${jobs.ref} = ${`reservation:${reservationId}`} and ${jobs.kind} = ${kind}`
        : eq(jobs.ref, `reservation:${reservationId}`),
    );
}

/**
 * An app whose card payments go through the Razorpay SDK to its local stub, on the clock given,
 * with jobs run by the test (`t.jobs.runDue()`) and every mail kept in `sent`; `close` stops both.
 */
export async function paymentsTestApp(now: () => Date) {
  const stub = await startRazorpayStub();
  const sent: MailMessage[] = [];
  const t = await createTestApp(
    { ...razorpayStubEnv(stub), RATE_LIMITS: 'off' },
    { now, runJobs: false, mailer: { send: async (message) => void sent.push(message) } },
  );
  return {
    stub,
    t,
    sent,
    staff: await signedInAgent(t.app),
    close: async () => {
      await t.close();
      await stub.close();
    },
  };
}

/** The guest grows a paid booking's party to six through the manage link; the top-up's order. */
export async function growToSix(app: Express, db: Db, booked: Checkout): Promise<string> {
  const row = await bookingRow(db, booked.id);
  const grown = await request(app)
    .patch(`/api/reservations/manage/${tokenOf(booked.manageUrl)}`)
    .send({ date: row.date, timeSlot: SEVEN, guests: 6, vegCount: 6, nonVegCount: 0 })
    .expect(200);
  return grown.body.razorpayOrderId as string;
}
