import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from 'altcha-lib';
import { bookedReservationDtoSchema } from '@shared/contracts/reservation';
import { solve } from '../../test/robot-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { SEATS_PER_NETWORK } from './booking-challenge';

const NOW = new Date('2026-11-22T06:00:00Z');
const SEATINGS = ['7:00 PM - 8:00 PM', '8:00 PM - 9:00 PM', '9:00 PM - 10:00 PM'];

let nightCounter = 0;
/** A night within the booking window that no other test here uses. */
const freshNight = () =>
  new Date(Date.UTC(2026, 11, 1 + ++nightCounter)).toISOString().slice(0, 10);
let dinerCounter = 0;
const party = (date: string, guests: number, timeSlot = SEATINGS[0]!) => ({
  date,
  timeSlot,
  guests,
  vegCount: guests,
  nonVegCount: 0,
});
/** A fresh diner each time: the per-guest caps never stand in the way of the network's. */
const booking = (date: string, guests: number, timeSlot?: string) => {
  dinerCounter++;
  return {
    name: `Diner ${dinerCounter}`,
    email: `grower${dinerCounter}@example.com`,
    phone: `+91 92222 ${String(10000 + dinerCounter)}`,
    ...party(date, guests, timeSlot),
  };
};

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

describe(`a party grown through the manage link counts as booked seats (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' }, { now: () => NOW, runJobs: false });
  });
  afterAll(() => t.close());

  const solution = async () =>
    solve((await request(t.app).get('/api/reservations/challenge').expect(200)).body as Challenge);
  /** Books with a solved robot check at hand, used only when the server asks for one. */
  async function book(body: object, ip: string) {
    const res = await request(t.app)
      .post('/api/reservations')
      .set('X-Forwarded-For', ip)
      .send({ ...body, altcha: await solution() });
    expect(res.status).toBe(201);
    const booked = bookedReservationDtoSchema.parse(res.body);
    return { ...booked, token: booked.manageUrl.split('/reservation/')[1]! };
  }
  const change = (token: string, body: object, ip: string) =>
    request(t.app).patch(`/api/reservations/manage/${token}`).set('X-Forwarded-For', ip).send(body);
  const seatsLeft = async (date: string) =>
    (
      (await request(t.app).get(`/api/availability?date=${date}`).expect(200)).body as {
        availableSeats: number;
      }[]
    ).reduce((sum, s) => sum + s.availableSeats, 0);

  it('B1: when one network books three one-guest tables on a night and grows each to ten through their links, then it is asked to prove it is no robot and holds at most its seats a night', async () => {
    const night = freshNight();
    const ip = freshIp();
    const links = [];
    for (const seating of SEATINGS) links.push(await book(booking(night, 1, seating), ip));

    // Past the network's free seats for the hour: the change must carry a solved check.
    const unsolved = await change(links[0]!.token, party(night, 10, SEATINGS[0]), ip);
    expect(unsolved.status).toBe(428);
    expect(unsolved.body.code).toBe('challenge_required');

    const statuses = [];
    for (const [i, link] of links.entries()) {
      const body = { ...party(night, 10, SEATINGS[i]), altcha: await solution() };
      statuses.push((await change(link.token, body, ip)).status);
    }
    // 3 seats booked + 9 added = 12, the night's budget; the next 9 would pass it.
    expect(statuses).toEqual([200, 429, 429]);
    expect(30 - (await seatsLeft(night))).toBeLessThanOrEqual(SEATS_PER_NETWORK.perNight);
  });

  it('B1: when one network books ten one-guest tables on ten nights and grows each to ten, then its seats of the hour stay within the budget', async () => {
    const ip = freshIp();
    const links = [];
    for (let i = 0; i < 10; i++) links.push(await book(booking(freshNight(), 1), ip));
    const statuses = [];
    for (const link of links) {
      const body = { ...party(link.date, 10), altcha: await solution() };
      statuses.push((await change(link.token, body, ip)).status);
    }
    // 10 seats booked + 9 added = 19; any further 9 would pass the hour's 20.
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    let held = 0;
    for (const link of links) held += 30 - (await seatsLeft(link.date));
    expect(held).toBeLessThanOrEqual(SEATS_PER_NETWORK.perHour.points);
  });

  it('B1: when a party moves to another night, then the whole party counts on that night; a smaller party and a refused change take no seats', async () => {
    const ip = freshIp();
    const [first, second] = [freshNight(), freshNight()];
    // Eight seats of the second night booked from this network by the first booking.
    const held = await book(booking(second, 8, SEATINGS[1]), ip);
    const mover = await book(booking(first, 4), freshIp());
    // 8 + 4 = 12, the night's budget: allowed (past the hour's free seats, so with a check).
    const moved = await change(mover.token, { ...party(second, 4), altcha: await solution() }, ip);
    expect(moved.status).toBe(200);
    // Shrinking takes no seats and needs no check; growing by one on that night passes 12.
    await change(held.token, party(second, 6, SEATINGS[1]), ip).expect(200);
    const grown = await change(
      held.token,
      { ...party(second, 7, SEATINGS[1]), altcha: await solution() },
      ip,
    );
    expect(grown.status).toBe(429);
    expect(grown.body.message).toMatch(/seats a night/);
    // Another network has its own budget for that night, and a full seating's refusal is 409
    // without spending it.
    const other = freshIp();
    await change(mover.token, party(second, 5, SEATINGS[1]), other).expect(409);
    await change(mover.token, party(second, 5), other).expect(200);
  });
});
