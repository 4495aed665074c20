import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'tar';
import { embeddedDatabaseFolder } from '../db/embedded-database-in-use';
import { samplePdf } from '../test/sample-files';
import { newSitePlace, openSite, type SitePlace } from '../test/site-places';
import { signedInAgent } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import { BackupRefused } from './backup-refused';
import { createBackup } from './create-backup';
import { assertDatabaseEmpty } from './database-dump';
import { restoreBackup } from './restore-backup';

// What backup and restore refuse, each before anything is written: a restore never mixes two
// sites, never crosses engines and never half-reads an archive.

const listed = async (place: SitePlace) => {
  const names: string[] = [];
  for await (const name of place.storage.list()) names.push(name);
  return names;
};

describe(
  `backup and restore refuse what would go wrong (${testDatabaseKind})`,
  { timeout: 60_000 },
  () => {
    const places: SitePlace[] = [];
    const freshPlace = async () => {
      const place = await newSitePlace('local folder');
      places.push(place);
      return place;
    };
    let archive: string;
    let work: string;
    beforeAll(async () => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-refusals-'));
      const source = await freshPlace();
      const site = await openSite(source);
      const admin = await signedInAgent(site.app);
      await admin
        .post('/api/media/upload')
        .field('purpose', 'other')
        .attach('file', samplePdf(), 'menu.pdf')
        .expect(201);
      await site.close();
      archive = path.join(work, 'site.tar.gz');
      await createBackup({ database: source.config, storage: source.storage }, { out: archive });
    }, 60_000);
    afterAll(async () => {
      for (const place of places) await place.remove();
      fs.rmSync(work, { recursive: true, force: true });
    });

    const restoreInto = (place: SitePlace, file = archive) =>
      restoreBackup({ database: place.config, storage: place.storage }, file);

    it('when the database already holds a site, then the restore is refused and no file is stored', async () => {
      const target = await freshPlace();
      await (await openSite(target)).close();

      const refused = restoreInto(target);

      await expect(refused).rejects.toBeInstanceOf(BackupRefused);
      await expect(refused).rejects.toThrow(
        testDatabaseKind === 'postgres'
          ? /^The database at DATABASE_URL is not empty \(\d+ tables, views or sequences\): restore into a new, empty database$/
          : /^The embedded database in .* already exists: restore into a DATA_DIR without one$/,
      );
      expect(await listed(target)).toEqual([]);
    });

    it('when the upload storage already holds files, then the restore is refused and the database stays empty', async () => {
      const target = await freshPlace();
      await target.storage.write('0123456789abcdef0123456789abcdef.pdf', samplePdf());

      await expect(restoreInto(target)).rejects.toThrow(
        /^The uploads folder .* already holds files \(0123456789abcdef0123456789abcdef\.pdf, …\): restore into an empty one$/,
      );
      await assertDatabaseEmpty(target.config);
      if (testDatabaseKind === 'pglite') {
        expect(fs.existsSync(embeddedDatabaseFolder(target.config.dataDir))).toBe(false);
      }
    });

    it('when the backup is of the other engine, then the restore is refused, saying so', async () => {
      const target = await freshPlace();
      // Never connected to: the engines are compared first.
      const otherEngine =
        testDatabaseKind === 'postgres'
          ? { ...target.config, databaseUrl: undefined }
          : { ...target.config, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' };

      await expect(
        restoreBackup({ database: otherEngine, storage: target.storage }, archive),
      ).rejects.toThrow(
        testDatabaseKind === 'postgres'
          ? 'This backup holds the PostgreSQL database, but DATABASE_URL is not set, so it would go to the embedded database (PGlite): a backup is restored onto the kind of database it was taken from'
          : 'This backup holds the embedded database (PGlite), but DATABASE_URL is set, so it would go to the PostgreSQL database: a backup is restored onto the kind of database it was taken from',
      );
      expect(await listed(target)).toEqual([]);
    });

    it('when the file is missing, not an archive, an archive of something else or with an unreadable manifest, then refused', async () => {
      const target = await freshPlace();
      const notArchive = path.join(work, 'notes.tar.gz');
      fs.writeFileSync(notArchive, 'these are not the files you are looking for');
      const otherArchive = path.join(work, 'other.tar.gz');
      fs.writeFileSync(path.join(work, 'readme.txt'), 'hello');
      await create({ gzip: true, file: otherArchive, cwd: work }, ['readme.txt']);
      const brokenManifest = path.join(work, 'broken.tar.gz');
      const brokenDir = fs.mkdtempSync(path.join(work, 'broken-'));
      fs.writeFileSync(path.join(brokenDir, 'manifest.json'), '{ not json');
      await create({ gzip: true, file: brokenManifest, cwd: brokenDir }, ['manifest.json']);

      await expect(restoreInto(target, path.join(work, 'gone.tar.gz'))).rejects.toThrow(
        /gone\.tar\.gz: no such file$/,
      );
      await expect(restoreInto(target, notArchive)).rejects.toThrow(
        /notes\.tar\.gz is not a readable backup archive/,
      );
      await expect(restoreInto(target, otherArchive)).rejects.toThrow(
        /other\.tar\.gz holds no manifest\.json: it is not a backup of this site$/,
      );
      await expect(restoreInto(target, brokenManifest)).rejects.toThrow(
        /broken\.tar\.gz has a manifest this version cannot read$/,
      );
      await assertDatabaseEmpty(target.config);
      expect(await listed(target)).toEqual([]);
    });

    it('when the archive would replace a file, then the backup is refused', async () => {
      const source = places[0]!;
      await expect(
        createBackup({ database: source.config, storage: source.storage }, { out: archive }),
      ).rejects.toThrow(/site\.tar\.gz already exists: choose another name$/);
    });

    if (testDatabaseKind === 'pglite') {
      it('when the embedded database is open in another process, then the backup is refused', async () => {
        const source = places[0]!;
        const pid = path.join(embeddedDatabaseFolder(source.config.dataDir), 'postmaster.pid');
        fs.writeFileSync(pid, '12345\n');
        try {
          await expect(
            createBackup(
              { database: source.config, storage: source.storage },
              { out: path.join(work, 'while-open.tar.gz') },
            ),
          ).rejects.toThrow(/is open in another process \(is the server running\?\)/);
          expect(fs.readdirSync(work).filter((name) => name.includes('while-open'))).toEqual([]);
        } finally {
          fs.rmSync(pid);
        }
      });
    }
  },
);
