import { and, asc, eq, inArray, like } from 'drizzle-orm';
import request from 'supertest';
import { SEAT_HOLDING_STATUSES } from '@shared/domain/statuses';
import { jobs } from '@shared/schema/jobs';
import { reservations } from '@shared/schema/reservations';
import { waitlistEntries } from '@shared/schema/waitlist-entries';
import type { Db } from '../db/connection';
import type { TestApp } from './test-app';

// What the waitlist tests share: joining as a diner, the link a mail carries, and a look at the
// seats as the database holds them.

export const SEVEN = '7:00 PM - 8:00 PM';

let counter = 0;
/** A diner of their own: a name, an address and a phone nobody else in the process uses. */
export function diner(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Waiting Diner ${counter}`,
    email: `waiting-${counter}@example.com`,
    phone: `+91 97000 ${String(counter).padStart(5, '0')}`,
    ...overrides,
  };
}

export function joinWaitlist(
  t: Pick<TestApp, 'app'>,
  at: { date: string; timeSlot?: string; guests: number },
  who: Record<string, unknown> = diner(),
) {
  return request(t.app)
    .post('/api/waitlist')
    .send({ timeSlot: SEVEN, ...who, ...at });
}

/** The token of the newest link to `/waitlist/...` mailed about an entry (its mail's payload). */
export async function waitlistTokenOf(db: Db, entryId: number): Promise<string> {
  const mails = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail'), eq(jobs.ref, `waitlist:${entryId}`)))
    .orderBy(asc(jobs.id));
  for (const mail of mails.reverse()) {
    const link = /\/waitlist\/([A-Za-z0-9_-]+)/.exec(JSON.stringify(mail.payload));
    if (link) return link[1]!;
  }
  throw new Error(`no mail with a waitlist link for entry ${entryId}`);
}

/** The subjects of the mails queued about an entry, oldest first. */
export async function waitlistMailSubjects(db: Db, entryId: number): Promise<string[]> {
  const mails = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'mail'), eq(jobs.ref, `waitlist:${entryId}`)))
    .orderBy(asc(jobs.id));
  return mails.map((m) => (m.payload as { subject?: string } | null)?.subject ?? '(sent)');
}

export async function entryRow(db: Db, id: number) {
  const [row] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row!;
}

/** Booked and held seats of one seating, as the database holds them. */
export async function seatsInUse(db: Db, date: string, timeSlot = SEVEN) {
  const booked = await db
    .select({ guests: reservations.guests })
    .from(reservations)
    .where(
      and(
        eq(reservations.date, date),
        eq(reservations.timeSlot, timeSlot),
        inArray(reservations.status, [...SEAT_HOLDING_STATUSES]),
      ),
    );
  const held = await db
    .select({ guests: waitlistEntries.guests })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.date, date),
        eq(waitlistEntries.timeSlot, timeSlot),
        eq(waitlistEntries.status, 'offered'),
      ),
    );
  const sum = (rows: { guests: number }[]) => rows.reduce((n, r) => n + r.guests, 0);
  return { booked: sum(booked), held: sum(held) };
}

/** Seats the booking page offers in one seating of a night. */
export async function seatsLeft(t: Pick<TestApp, 'app'>, date: string, timeSlot = SEVEN) {
  const res = await request(t.app).get('/api/availability').query({ date });
  return (res.body as { slot: string; availableSeats: number }[]).find((e) => e.slot === timeSlot)!
    .availableSeats;
}

/** Hold-expiry and reminder jobs of a ref prefix that are still waiting. */
export function pendingJobs(db: Db, kind: string, refPrefix: string) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'pending'), like(jobs.ref, `${refPrefix}%`)));
}
