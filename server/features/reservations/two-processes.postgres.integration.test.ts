import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/connection';
import { enqueueJob } from '../../jobs/enqueue-job';
import { mailJob } from '../../mail/mail-job';
import { nightsAhead } from '../../test/nights-ahead';
import { startServerProcesses, type ServerProcess } from '../../test/server-process';
import { startSmtpPeer, until } from '../../test/smtp-peer';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

// Two real server processes on one PostgreSQL database: the seating lock and the outbox claims
// must hold across them. PGlite is embedded in one process, so this runs only in the PostgreSQL
// pass.
describe('booking from two server processes (postgres)', () => {
  let database: TestDatabase;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  const servers: ServerProcess[] = [];
  const ports = [5800 + Math.floor(Math.random() * 50), 5860 + Math.floor(Math.random() * 50)];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-two-'));

  beforeAll(async () => {
    peer = await startSmtpPeer();
    database = await createTestDatabase();
    await database.close();
    // Both start at once: migrations and seeding must also be safe to race.
    servers.push(
      ...(await startServerProcesses(
        ports,
        { databaseUrl: database.url!, dataDir },
        { RATE_LIMITS: 'off', SMTP_URL: `smtp://127.0.0.1:${peer.port}` },
      )),
    );
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGTERM')));
    await peer.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when 25 one-guest bookings for one seating are spread over both processes, then exactly 10 succeed and each of them gets one confirmation', async () => {
    const date = nightsAhead(45);
    const answers = await Promise.all(
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
        return { status: res.status, body: (await res.json()) as { manageUrl?: string } };
      }),
    );
    const booked = answers.filter((a) => a.status === 201);
    expect(booked).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(15);
    const availability = await fetch(`http://127.0.0.1:${ports[1]}/api/availability?date=${date}`);
    const seven = ((await availability.json()) as { slot: string; availableSeats: number }[]).find(
      (e) => e.slot === '7:00 PM - 8:00 PM',
    );
    expect(seven?.availableSeats).toBe(0);

    await until(() => (peer.received.length >= 10 ? true : undefined));
    await new Promise((r) => setTimeout(r, 2_500));
    const links = peer.received.map((m) => /\/reservation\/[\w-]+/.exec(m.mail.text ?? '')?.[0]);
    expect(links.sort()).toEqual(booked.map((b) => new URL(b.body.manageUrl!).pathname).sort());
  });

  it('when 40 messages are queued at once, then the two processes send every one exactly once', async () => {
    const before = peer.received.length;
    const writer = openPostgres(database.url!, { max: 2 });
    try {
      await writer.db.transaction(async (tx) => {
        for (let n = 0; n < 40; n++) {
          await enqueueJob(tx, mailJob, {
            to: `batch${n}@example.com`,
            subject: `Batch ${n}`,
            text: `message ${n}`,
            html: `<p>message ${n}</p>`,
          });
        }
      });
    } finally {
      await writer.close();
    }
    // Nobody wakes the workers: both find the batch by polling, at about the same moment.
    await until(() => (peer.received.length - before >= 40 ? true : undefined), 30_000);
    await new Promise((r) => setTimeout(r, 2_500));
    const subjects = peer.received.slice(before).map((m) => m.mail.subject);
    expect(subjects.sort()).toEqual(Array.from({ length: 40 }, (_, n) => `Batch ${n}`).sort());
  });
});
