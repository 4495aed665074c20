import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';

// Two real server processes on one PostgreSQL database: the seating lock must hold across them.
// PGlite is embedded in one process, so this runs only in the PostgreSQL pass.
describe.runIf(testDatabaseKind === 'postgres')(
  'booking from two server processes (postgres)',
  () => {
    let database: TestDatabase;
    const servers: ChildProcess[] = [];
    const ports = [5800 + Math.floor(Math.random() * 50), 5860 + Math.floor(Math.random() * 50)];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-two-'));

    function start(port: number): Promise<ChildProcess> {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        env: {
          PATH: process.env.PATH,
          PORT: String(port),
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: 'two-process-pass',
          RATE_LIMITS: 'off',
          LOG_LEVEL: 'error',
        },
      });
      let output = '';
      child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 45_000);
        const poll = setInterval(() => {
          if (output.includes('is open at')) {
            clearInterval(poll);
            clearTimeout(timer);
            resolve(child);
          }
        }, 50);
        child.once('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
      });
    }

    beforeAll(async () => {
      database = await createTestDatabase();
      await database.close();
      // Both start at once: migrations and seeding must also be safe to race.
      servers.push(...(await Promise.all(ports.map(start))));
    }, 90_000);

    afterAll(async () => {
      await Promise.all(
        servers.map((s) => new Promise((resolve) => (s.once('exit', resolve), s.kill('SIGTERM')))),
      );
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('when 25 one-guest bookings for one seating are spread over both processes, then exactly 10 succeed', async () => {
      const date = '2027-03-15';
      const statuses = await Promise.all(
        Array.from({ length: 25 }, async (_, i) => {
          const res = await fetch(`http://127.0.0.1:${ports[i % 2]}/api/reservations`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              name: `Guest ${i}`,
              email: `guest${i}@example.com`,
              phone: '98450 12345',
              date,
              timeSlot: '7:00 PM - 8:00 PM',
              guests: 1,
              vegCount: 1,
              nonVegCount: 0,
            }),
          });
          return res.status;
        }),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(15);
      const availability = await fetch(
        `http://127.0.0.1:${ports[1]}/api/availability?date=${date}`,
      );
      const seven = (
        (await availability.json()) as { slot: string; availableSeats: number }[]
      ).find((e) => e.slot === '7:00 PM - 8:00 PM');
      expect(seven?.availableSeats).toBe(0);
    });
  },
);
