import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATINGS } from '@shared/constants';
import { nightsAhead } from '../test/nights-ahead';
import { runScript } from '../test/run-script';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { newSitePlace, openSite, type SitePlace } from '../test/site-places';
import { startSmtpPeer, until } from '../test/smtp-peer';
import { TEST_ADMIN } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';

// The restore drill as docs/operations.md tells it: a backup of the live site restored into a
// place of its own and started with the same settings otherwise, the live mail server among
// them. The copy must not mail the guests the live site already mailed.

describe(`a restore drill started with the live mail settings (${testDatabaseKind})`, () => {
  let source: SitePlace;
  let target: SitePlace;
  let archiveDir: string;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let server: ServerProcess | undefined;
  const port = 6100 + Math.floor(Math.random() * 80);

  beforeAll(async () => {
    source = await newSitePlace('local folder');
    target = await newSitePlace('local folder');
    archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-drill-'));
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await peer.close();
    await source.remove();
    await target.remove();
    fs.rmSync(archiveDir, { recursive: true, force: true });
  });

  const serverEnv = () => ({
    ...target.env,
    PORT: String(port),
    ADMIN_PASSWORD: 'drill-test-pass',
    LOG_LEVEL: 'info',
    SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
  });
  const jobsCommand = (args: string[]) => runScript('server/cli/jobs-cli.ts', target.env, args);

  it(
    'O1: when a backup with a queued mail is restored and started, then no mail leaves until the operator releases it',
    // Two server starts and five commands, each a process of its own.
    { timeout: 300_000 },
    async () => {
      // The live site: a booking whose confirmation is still queued when the backup is taken.
      const live = await openSite(source);
      const guest = 'drill-guest@example.com';
      await request(live.app)
        .post('/api/reservations')
        .send({
          name: 'Meera Iyer',
          email: guest,
          phone: '+91 98450 54321',
          date: nightsAhead(12),
          timeSlot: SEATINGS[0].slot,
          guests: 2,
          vegCount: 2,
          nonVegCount: 0,
        })
        .expect(201);
      await live.close();
      const archive = path.join(archiveDir, 'live.tar.gz');
      expect(
        (await runScript('server/cli/backup-cli.ts', source.env, ['--out', archive])).code,
      ).toBe(0);

      const restore = await runScript('server/cli/restore-cli.ts', target.env, [archive]);
      expect(restore).toMatchObject({ code: 0, stderr: '' });
      expect(restore.stdout).toMatch(
        /\d+ jobs? reaching outside \(mail to guests, payment checks, refunds\) (is|are) paused until you decide: npm run jobs -- list\. Start the server\.\n$/,
      );

      // Started with the live mail server: it says so, and sends nothing.
      server = await startServerProcess(serverEnv());
      await server.waitFor('paused since a restore');
      // The runner looks every second: several looks go by.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(peer.receiving()).toBe(0);
      const staff = request.agent(`http://127.0.0.1:${port}`);
      await staff.post('/api/auth/login').send(TEST_ADMIN).expect(200);
      const alerts = await staff.get('/api/messages/alerts').expect(200);
      expect(alerts.body.pausedSinceRestore).toBeGreaterThan(0);
      await server.stop('SIGTERM');
      server = undefined;

      const listed = await jobsCommand(['list']);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/paused .* mail {2}reservation:\d+ {2}Your table at /);
      const released = await jobsCommand(['release', '--all']);
      expect(released).toMatchObject({ code: 0, stderr: '' });
      expect(released.stdout).toMatch(/^Released \d+ job\(s\): /);
      expect((await jobsCommand(['list'])).stdout).toBe('No job is paused or failed.\n');

      // Released: the next start sends the confirmation, once.
      server = await startServerProcess(serverEnv());
      expect(server.output()).not.toContain('paused since a restore');
      await until(() => (peer.received.length > 0 ? true : undefined), 30_000);
      expect(peer.received.map((m) => m.to)).toEqual([[guest]]);
    },
  );
});
