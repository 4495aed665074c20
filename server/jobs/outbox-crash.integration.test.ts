import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightsAhead } from '../test/nights-ahead';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { startSmtpPeer, until } from '../test/smtp-peer';
import {
  createTestDatabase,
  prepareEmbeddedDatabase,
  testDatabaseKind,
  type TestDatabase,
} from '../test/test-database';

/** A loopback port nobody listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

// The outbox's promise, with real processes: a booking that committed gets its confirmation even
// when the server is killed (SIGKILL: no shutdown code runs) before the mail went out.
describe(`a server killed before the confirmation was sent (${testDatabaseKind})`, () => {
  let database: TestDatabase | undefined;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-crash-'));
  const port = 5900 + Math.floor(Math.random() * 80);
  let server: ServerProcess | undefined;

  const env = (smtpUrl: string): Record<string, string> => ({
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'crash-test-pass',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    SMTP_URL: smtpUrl,
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
  });

  beforeAll(async () => {
    peer = await startSmtpPeer();
    if (testDatabaseKind === 'postgres') {
      database = await createTestDatabase();
      await database.close();
    } else {
      await prepareEmbeddedDatabase(dataDir);
    }
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await peer.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the server dies after a booking commits and before its mail is sent, then after restart the guest gets the confirmation exactly once', async () => {
    // First life: the mail server is down, so the confirmation waits in the outbox.
    server = await startServerProcess(env(`smtp://127.0.0.1:${await closedPort()}`));
    const res = await fetch(`http://127.0.0.1:${port}/api/reservations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Meera Iyer',
        email: 'meera@example.com',
        phone: '+91 98450 55555',
        date: nightsAhead(30),
        timeSlot: '8:00 PM - 9:00 PM',
        guests: 2,
        vegCount: 2,
        nonVegCount: 0,
      }),
    });
    expect(res.status).toBe(201);
    const { manageUrl } = (await res.json()) as { manageUrl: string };
    await server.waitFor('job attempt failed; will retry', 20_000);
    await server.stop('SIGKILL');
    expect(peer.received).toEqual([]);

    // Second life, same database, the mail server is back.
    server = await startServerProcess(env(`smtp://127.0.0.1:${peer.port}`));
    const delivered = await until(() => peer.received[0], 30_000);
    expect(delivered.to).toEqual(['meera@example.com']);
    expect(delivered.mail.text).toContain(manageUrl);
    // Several polls later there is still only the one message.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(peer.received).toHaveLength(1);
    await server.stop('SIGTERM');
    server = undefined;
  }, 120_000);

  it('when SIGTERM arrives while a confirmation is being sent, then that message is delivered before the process exits and never sent again', async () => {
    const slow = await startSmtpPeer({ acceptAfterMs: 1_500 });
    try {
      server = await startServerProcess(env(`smtp://127.0.0.1:${slow.port}`));
      const res = await fetch(`http://127.0.0.1:${port}/api/reservations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Kabir Shah',
          email: 'kabir@example.com',
          phone: '+91 98450 66666',
          date: nightsAhead(31),
          timeSlot: '9:00 PM - 10:00 PM',
          guests: 1,
          vegCount: 0,
          nonVegCount: 1,
        }),
      });
      expect(res.status).toBe(201);
      await until(() => (slow.receiving() > 0 ? true : undefined));
      expect(slow.received).toEqual([]);
      await server.stop('SIGTERM');
      expect(slow.received.map((m) => m.to)).toEqual([['kabir@example.com']]);

      server = await startServerProcess(env(`smtp://127.0.0.1:${slow.port}`));
      await new Promise((r) => setTimeout(r, 2_500));
      expect(slow.received).toHaveLength(1);
    } finally {
      await server?.stop('SIGTERM');
      server = undefined;
      await slow.close();
    }
  }, 120_000);
});
