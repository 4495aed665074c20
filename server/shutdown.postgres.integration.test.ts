import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@shared/schema/jobs';
import { reservations } from '@shared/schema/reservations';
import { openPostgres } from './db/connection';
import { nightsAhead } from './test/nights-ahead';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { createTestDatabase, type TestDatabase } from './test/test-database';

const SEATING = '8:00 PM - 9:00 PM';
const IN_FLIGHT = 6;

/** Whether a new connection to the port is refused (the server stopped listening). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function until(probe: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** POST a booking over a kept-alive connection; resolves with the status, body and Connection header. */
function book(port: number, agent: http.Agent, n: number, date: string) {
  const body = JSON.stringify({
    name: `Late Guest ${n}`,
    email: `late-${n}@example.com`,
    phone: `+91 98450 7${String(n).padStart(4, '0')}`,
    date,
    timeSlot: SEATING,
    guests: 1,
    vegCount: 1,
    nonVegCount: 0,
  });
  return new Promise<{ status: number; id?: number; connection?: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/reservations',
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            id: (JSON.parse(text) as { id?: number }).id,
            connection: res.headers.connection,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

// A real server process on PostgreSQL gets SIGTERM while bookings are in flight. The bookings
// are held in flight by taking their seating's lock from another connection, so the moment is
// exact; the embedded database has no other connection, so this runs in the PostgreSQL pass.
describe('SIGTERM with bookings in flight (postgres)', () => {
  let database: TestDatabase;
  let server: ServerProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-sigterm-'));
  const port = 5700 + Math.floor(Math.random() * 80);

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.close();
    server = await startServerProcess({
      PORT: String(port),
      DATABASE_URL: database.url!,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'sigterm-test-pass',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    });
  }, 90_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when SIGTERM arrives, then it stops accepting, answers every booking in flight (telling the client to close), keeps each one and its e-mail job, and exits 0', async () => {
    // One night each: bookings of one seating take turns in the process before the lock.
    const nights = Array.from({ length: IN_FLIGHT }, (_, n) => nightsAhead(40 + n));
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    try {
      // The lock every booking of that seating takes first (seating.repository.ts).
      for (const night of nights) {
        await holder.query('select pg_advisory_lock(727002, hashtext($1))', [
          `${night}|${SEATING}`,
        ]);
      }
      const answers = Promise.all(nights.map((night, n) => book(port, agent, n, night)));
      await until(async () => {
        const { rows } = await holder.query<{ waiting: number }>(
          "select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted",
        );
        return rows[0]!.waiting === IN_FLIGHT;
      }, 'the bookings to wait on the seating lock');

      const exited = new Promise<number | null>((resolve) =>
        server!.child.once('exit', (code) => resolve(code)),
      );
      server!.child.kill('SIGTERM');
      await until(() => refused(port), 'the server to stop listening');
      expect(server!.child.exitCode).toBeNull();

      await holder.query('select pg_advisory_unlock_all()');
      const answered = await answers;
      expect(answered.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(201));
      expect(answered.map((a) => a.connection)).toEqual(Array(IN_FLIGHT).fill('close'));
      expect(await exited).toBe(0);
      server = undefined;

      // Every acknowledged booking is stored, and its confirmation is queued for a process
      // that is still running (or this one after its restart).
      const ids = answered.map((a) => a.id!);
      const reader = openPostgres(database.url!, { max: 1 });
      try {
        const stored = await reader.db
          .select({ id: reservations.id })
          .from(reservations)
          .where(inArray(reservations.id, ids));
        expect(stored.map((r) => r.id).sort()).toEqual([...ids].sort());
        const mails = await reader.db
          .select({ ref: jobs.ref, status: jobs.status })
          .from(jobs)
          .where(
            inArray(
              jobs.ref,
              ids.map((id) => `reservation:${id}`),
            ),
          );
        expect(mails.map((m) => m.ref).sort()).toEqual(ids.map((id) => `reservation:${id}`).sort());
        expect(mails.every((m) => m.status === 'pending' || m.status === 'done')).toBe(true);
      } finally {
        await reader.close();
      }
    } finally {
      agent.destroy();
      await holder.end();
    }
  }, 60_000);
});
