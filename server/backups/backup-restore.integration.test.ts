import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATINGS } from '@shared/constants';
import { nightsAhead } from '../test/nights-ahead';
import { runScript } from '../test/run-script';
import { samplePng } from '../test/sample-files';
import { newSitePlace, openSite, type SitePlace } from '../test/site-places';
import { STAFF_PASSWORD, staffAgent } from '../test/staff-accounts';
import { signedInAgent } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import { STORAGE_KINDS } from '../test/test-storages';
import { knownMigrationCount } from './backup-manifest';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

// A backup taken of a running site and restored into a fresh place (a new empty database, a new
// folder or bucket) brings back the bookings, the staff accounts and the uploaded files.

const NOW = new Date('2026-11-26T05:30:00.000Z');

describe.each(STORAGE_KINDS)(
  `backup and restore (${testDatabaseKind}), uploads in a %s`,
  { timeout: 120_000 },
  (kind) => {
    // The commands as the operator types them once (folder); the S3 case calls what they call.
    const asCommands = kind === 'local folder';
    let source: SitePlace;
    let target: SitePlace;
    let archiveDir: string;
    beforeAll(async () => {
      source = await newSitePlace(kind);
      target = await newSitePlace(kind);
      archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-archive-'));
    });
    afterAll(async () => {
      await source.remove();
      await target.remove();
      fs.rmSync(archiveDir, { recursive: true, force: true });
    });

    it('when a site is backed up and restored into a fresh place, then the booking, the staff user and the uploaded file are there', async () => {
      const site = await openSite(source);
      const admin = await signedInAgent(site.app);
      const booking = {
        name: 'Meera Iyer',
        email: `meera-${kind.replace(' ', '-')}@example.com`,
        phone: '+91 98450 54321',
        date: nightsAhead(10),
        timeSlot: SEATINGS[0].slot,
        guests: 2,
        vegCount: 2,
        nonVegCount: 0,
      };
      await request(site.app).post('/api/reservations').send(booking).expect(201);
      await staffAgent(site.app, admin, 'host.asha');
      const png = await samplePng(600, 300);
      const uploaded = await admin
        .post('/api/media/upload')
        .field('purpose', 'gallery')
        .attach('file', png, 'Dining Room.png')
        .expect(201);
      const files = [
        uploaded.body.filePath,
        ...uploaded.body.variants.map((v: { path: string }) => v.path),
      ];
      // The embedded database serves one process: the site stops before the backup, as
      // docs/command-line.md says to.
      await site.close();

      const archive = path.join(archiveDir, 'site.tar.gz');
      if (asCommands) {
        const backup = await runScript('server/cli/backup-cli.ts', source.env, ['--out', archive]);
        expect(backup.stderr).toBe('');
        expect(backup.stdout).toMatch(
          new RegExp(
            `^Backed up .* and ${files.length} uploaded files from the folder .* to ${archive} \\(.+\\)\\.\\n$`,
          ),
        );
        expect(backup.code).toBe(0);
        expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
        const restore = await runScript('server/cli/restore-cli.ts', target.env, [archive]);
        expect(restore).toMatchObject({ code: 0, stderr: '' });
        expect(restore.stdout).toMatch(/^Restored the backup of .*Start the server\.\n$/);
      } else {
        const made = await createBackup(
          { database: source.config, storage: source.storage },
          { out: archive, now: () => NOW },
        );
        expect(made.manifest).toEqual({
          format: 'tasting-room-backup',
          formatVersion: 1,
          appVersion: expect.any(String),
          engine: testDatabaseKind,
          migrations: knownMigrationCount(),
          createdAt: NOW.toISOString(),
          files: files.length,
        });
        const restored = await restoreBackup(
          { database: target.config, storage: target.storage },
          archive,
        );
        expect(restored).toEqual(made.manifest);
      }

      const restored = await openSite(target);
      try {
        const staff = await signedInAgent(restored.app);
        const list = await staff.get('/api/reservations').expect(200);
        expect(list.body).toContainEqual(
          expect.objectContaining({ email: booking.email, date: booking.date, guests: 2 }),
        );
        await request
          .agent(restored.app)
          .post('/api/auth/login')
          .send({ username: 'host.asha', password: STAFF_PASSWORD })
          .expect(200);
        const served = await request(restored.app).get(uploaded.body.filePath).expect(200);
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.body).toEqual(png);
        for (const file of files) await request(restored.app).get(file).expect(200);
        const media = await request(restored.app).get('/api/media').expect(200);
        expect(media.body).toContainEqual(uploaded.body);
      } finally {
        await restored.close();
      }
    });
  },
);
