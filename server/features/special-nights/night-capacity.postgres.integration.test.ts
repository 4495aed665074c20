import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightsAhead } from '../../test/nights-ahead';
import { startServerProcesses, type ServerProcess } from '../../test/server-process';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

const SEVEN = '7:00 PM - 8:00 PM';
const EIGHT = '8:00 PM - 9:00 PM';

// Edited capacities must hold as the seeded ones do: two real server processes on one
// PostgreSQL database book one seating at once. PGlite is embedded in one process, so this runs
// only in the PostgreSQL pass.
describe('edited seating capacities from two server processes (postgres)', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  const ports = [6000 + Math.floor(Math.random() * 50), 6060 + Math.floor(Math.random() * 50)];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-capacity-'));
  const url = (i: number, p: string) => `http://127.0.0.1:${ports[i % 2]}${p}`;
  let cookie = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.close();
    servers.push(
      ...(await startServerProcesses(
        ports,
        { databaseUrl: database.url!, dataDir },
        { RATE_LIMITS: 'off', SESSION_SECRET: 'edited-capacity-secret-long-enough-for-sessions' },
      )),
    );
    const login = await fetch(url(0, '/api/auth/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'two-process-pass' }),
    });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const staffSend = (i: number, method: string, p: string, body: unknown) =>
    fetch(url(i, p), {
      method,
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify(body),
    });
  const bookOne = (i: number, date: string, timeSlot: string) =>
    fetch(url(i, '/api/reservations'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: `Guest ${i}`,
        email: `guest${i}@example.com`,
        phone: '98450 12345',
        date,
        timeSlot,
        guests: 1,
        vegCount: 1,
        nonVegCount: 0,
      }),
    });
  const seatings = async () =>
    (await (await fetch(url(1, '/api/time-slots'))).json()) as {
      id: number;
      slot: string;
      maxCapacity: number;
    }[];
  const seatsLeft = async (date: string, slot: string) => {
    const res = await fetch(url(1, `/api/availability?date=${date}`));
    return ((await res.json()) as { slot: string; availableSeats: number }[]).find(
      (e) => e.slot === slot,
    )!.availableSeats;
  };

  it('C1: when a night raises the 7 PM seating from 10 to 14 and 30 one-guest bookings race over both processes, then exactly 14 succeed', async () => {
    const date = nightsAhead(50);
    const seven = (await seatings()).find((s) => s.slot === SEVEN)!;
    const created = await staffSend(0, 'POST', '/api/special-nights', {
      name: 'Harvest night',
      date,
      capacities: [{ timeSlotId: seven.id, maxCapacity: 14 }],
    });
    expect(created.status).toBe(201);
    expect(await seatsLeft(date, SEVEN)).toBe(14);
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => (await bookOne(i, date, SEVEN)).status),
    );
    expect(answers.filter((s) => s === 201)).toHaveLength(14);
    expect(answers.filter((s) => s === 409)).toHaveLength(16);
    expect(await seatsLeft(date, SEVEN)).toBe(0);
    // The next night keeps the seating's own ten.
    expect(await seatsLeft(nightsAhead(51), SEVEN)).toBe(10);
  });

  it('C2: when the 8 PM seating is cut to 6 while 12 bookings race for it, then whichever wins, no night holds more guests than its seats', async () => {
    const date = nightsAhead(52);
    const eight = (await seatings()).find((s) => s.slot === EIGHT)!;
    const [cut, ...answers] = await Promise.all([
      staffSend(0, 'PUT', `/api/time-slots/${eight.id}`, { maxCapacity: 6 }).then((r) => r.status),
      ...Array.from({ length: 12 }, async (_, i) => (await bookOne(i + 1, date, EIGHT)).status),
    ]);
    const booked = answers.filter((s) => s === 201).length;
    const capacity = (await seatings()).find((s) => s.id === eight.id)!.maxCapacity;
    if (cut === 200) {
      expect(capacity).toBe(6);
      expect(booked).toBeLessThanOrEqual(6);
    } else {
      expect(cut).toBe(409);
      expect(capacity).toBe(10);
      expect(booked).toBeGreaterThan(6);
    }
    expect(booked).toBeLessThanOrEqual(capacity);
    expect(await seatsLeft(date, EIGHT)).toBe(capacity - booked);
  });
});
