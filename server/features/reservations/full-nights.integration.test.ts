import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthAvailabilityDtoSchema } from '@shared/contracts/reservation';
import { nightMark } from '@shared/domain/night-calendar';
import { insertReservation } from '../../test/factories';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { joinWaitlist } from '../../test/waitlist-kit';

// Sunday 22 Nov 2026, 11:30 in Kolkata.
const NOW = new Date('2026-11-22T06:00:00Z');
const SEATINGS = ['7:00 PM - 8:00 PM', '8:00 PM - 9:00 PM', '9:00 PM - 10:00 PM'];
const FULL = '2027-01-14';
const CLOSED = '2027-01-15';

describe(`T4: a full night is not a closed one (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => NOW, runJobs: false });
  });
  afterAll(() => t.close());

  it('T4: when every seating of a night is booked up, then the month marks it full, the booking calendar keeps it choosable and its waitlist takes a party; a night staff closed stays closed and refused', async () => {
    for (const timeSlot of SEATINGS) {
      await insertReservation(t.database.db, { date: FULL, timeSlot, guests: 10 });
    }
    const staff = await signedInAgent(t.app);
    await staff.post('/api/blocked-slots').send({ date: CLOSED, wholeNight: true }).expect(201);

    const res = await request(t.app).get('/api/availability/month').query({ month: '2027-01' });
    expect(res.status).toBe(200);
    const nights = new Map(
      monthAvailabilityDtoSchema.parse(res.body).nights.map((n) => [n.date, n]),
    );
    expect(nights.get(FULL)).toEqual({ date: FULL, state: 'full', seatsLeft: 0 });
    expect(nights.get(CLOSED)).toEqual({ date: CLOSED, state: 'closed', seatsLeft: 0 });

    // The booking form's calendar (which offers the waitlist) reads the two apart.
    const onTheBookingForm = { waitlist: true };
    expect(nightMark(nights.get(FULL)!.state, onTheBookingForm)?.choosable).toBe(true);
    expect(nightMark(nights.get(CLOSED)!.state, onTheBookingForm)?.choosable).toBe(false);

    // What the full night is chosen for: a party joins a seating's waitlist; a closed one refuses.
    await joinWaitlist(t, { date: FULL, timeSlot: SEATINGS[1], guests: 2 }).expect(201);
    const refused = await joinWaitlist(t, { date: CLOSED, timeSlot: SEATINGS[1], guests: 2 });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });
});
