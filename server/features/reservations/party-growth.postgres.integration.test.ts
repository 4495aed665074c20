import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightsAhead } from '../../test/nights-ahead';
import { startServerProcesses, type ServerProcess } from '../../test/server-process';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { SEATS_PER_NETWORK } from './booking-challenge';

const SEATINGS = ['7:00 PM - 8:00 PM', '8:00 PM - 9:00 PM', '9:00 PM - 10:00 PM'];
const SEATS_A_NIGHT = 30;

// The seat budgets are counted in the database: parallel growth through manage links from one
// network, spread over two real server processes, must not pass them. PostgreSQL only.
describe('party growth from two server processes (postgres)', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  const ports = [5900 + Math.floor(Math.random() * 40), 5950 + Math.floor(Math.random() * 40)];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-growth-'));
  const url = (i: number, p: string) => `http://127.0.0.1:${ports[i % 2]}${p}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.close();
    servers.push(
      ...(await startServerProcesses(
        ports,
        { databaseUrl: database.url!, dataDir },
        {
          SESSION_SECRET: 'party-growth-secret-that-is-long-enough-for-sessions',
          TRUST_PROXY: '1',
        },
      )),
    );
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const seatsTaken = async (date: string) => {
    const res = await fetch(url(0, `/api/availability?date=${date}`));
    const seatings = (await res.json()) as { availableSeats: number }[];
    return SEATS_A_NIGHT - seatings.reduce((sum, s) => sum + s.availableSeats, 0);
  };

  it('B1: when one network grows six one-guest bookings to ten at once through both processes, then it adds no more seats than its budgets a night and an hour', async () => {
    const nights = [nightsAhead(40), nightsAhead(41)];
    // Six diners, each booking from a network of their own, send their links to one network.
    const tokens = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const res = await fetch(url(i, '/api/reservations'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${i + 1}` },
          body: JSON.stringify({
            name: `Guest ${i}`,
            email: `guest${i}@example.com`,
            phone: `98450 1234${i}`,
            date: nights[i % 2],
            timeSlot: SEATINGS[Math.floor(i / 2)],
            guests: 1,
            vegCount: 1,
            nonVegCount: 0,
          }),
        });
        expect(res.status).toBe(201);
        const { manageUrl } = (await res.json()) as { manageUrl: string };
        return { token: manageUrl.split('/reservation/')[1]!, date: nights[i % 2]! };
      }),
    );

    const answers = await Promise.all(
      tokens.map(async ({ token, date }, i) => {
        const res = await fetch(url(i, `/api/reservations/manage/${token}`), {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.18.0.7' },
          body: JSON.stringify({
            date,
            timeSlot: SEATINGS[Math.floor(i / 2)],
            guests: 10,
            vegCount: 10,
            nonVegCount: 0,
          }),
        });
        return res.status;
      }),
    );
    // Each growth adds nine seats: one a night fits the network's 12, two fit its hour's 20.
    // Which ones pass depends on the race; how many never does.
    const grown = answers.filter((s) => s === 200).length;
    expect(grown).toBeGreaterThanOrEqual(1);
    expect(grown).toBeLessThanOrEqual(2);
    for (const s of answers) expect([200, 428, 429]).toContain(s);
    expect(grown * 9).toBeLessThanOrEqual(SEATS_PER_NETWORK.perHour.points);
    for (const night of nights) {
      // Three booked seats a night, plus at most one growth of nine from the one network.
      expect(await seatsTaken(night)).toBeLessThanOrEqual(3 + 9);
    }
  });
});
