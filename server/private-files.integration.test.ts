import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createLogger } from './lib/logger';
import { projectRoot } from './lib/project-root';
import { createMailer } from './mail/mailer';
import { prepare } from './start';
import { localDiskStorage } from './storage/local-disk-storage';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Every folder and file under `dir` (the folder included), with its mode. */
function walk(dir: string): { file: string; dir: boolean; mode: number }[] {
  const here = { file: dir, dir: true, mode: modeOf(dir) };
  return [
    here,
    ...fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(file) : [{ file, dir: false, mode: modeOf(file) }];
    }),
  ];
}

// The embedded database on disk, whatever the suite's database: its files are what B8 is about.
describe('the data files under a permissive umask', () => {
  let root: string;
  let umask: number;
  beforeAll(() => {
    umask = process.umask(0o022);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-modes-'));
  });
  afterAll(() => {
    process.umask(umask);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('B8: when the app starts under umask 022 and writes its database, a message and an upload, then folders are 0700 and files 0600, and folders left open by an older release are narrowed', async () => {
    const dataDir = path.join(root, 'data');
    const uploadDir = path.join(root, 'uploads');
    // What an older release left: an open data folder and outbox holding a readable message.
    fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const oldMessage = path.join(dataDir, 'outbox', 'old.eml');
    fs.writeFileSync(oldMessage, 'manage link', { mode: 0o644 });
    const warnings: string[] = [];
    const logger = createLogger('silent');
    logger.warn = ((_fields: unknown, message: string) => void warnings.push(message)) as never;

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      UPLOAD_DIR: uploadDir,
      ADMIN_USERNAME: 'chef',
      ADMIN_PASSWORD: 'mise-en-place',
    });
    const prepared = await prepare(config, logger);
    try {
      await createMailer(config).send({
        to: 'diner@example.com',
        subject: 'Your booking',
        text: 'Manage it here',
        html: '<p>Manage it here</p>',
      });
      await localDiskStorage(uploadDir).write('menu-photo.png', Buffer.from('png'));
    } finally {
      prepared.stopTimers();
      await prepared.deps.changes.close();
      await prepared.database.close();
    }

    expect(warnings.length).toBeGreaterThanOrEqual(2);
    const entries = [...walk(dataDir), ...walk(uploadDir)].filter((e) => e.file !== oldMessage);
    // The embedded database's own files, a generated secret, the new message and the upload.
    expect(entries.filter((e) => !e.dir).length).toBeGreaterThan(100);
    expect(entries.some((e) => e.file.endsWith('.eml'))).toBe(true);
    expect(entries.some((e) => e.file.endsWith('menu-photo.png'))).toBe(true);
    const open = entries.filter((e) => e.mode !== (e.dir ? 0o700 : 0o600) && e.mode & 0o077);
    expect(open.map((e) => `${e.file} ${e.mode.toString(8)}`)).toEqual([]);
    expect(entries.filter((e) => e.dir).map((e) => e.mode.toString(8))).toEqual(
      entries.filter((e) => e.dir).map(() => '700'),
    );
    // The old message is out of reach: its folder is closed.
    expect(modeOf(path.dirname(oldMessage))).toBe(0o700);
    // A new embedded database is made here (initdb and every migration): about 6 s on a quiet
    // machine, and once over 30 s on a busy one.
  }, 120_000);

  it('B8: the service unit starts the app with UMask=0077', () => {
    const unit = fs.readFileSync(
      path.join(projectRoot(), 'deploy', 'systemd', 'tasting-room@.service'),
      'utf8',
    );
    expect(unit).toMatch(/^UMask=0077$/m);
  });
});
