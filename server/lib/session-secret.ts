import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE } from './private-files';

const MIN_SECRET_LENGTH = 32;

const isAlreadyThere = (err: unknown) => (err as NodeJS.ErrnoException).code === 'EEXIST';

function readSecret(file: string): string | undefined {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    return existing.length >= MIN_SECRET_LENGTH ? existing : undefined;
  } catch {
    return undefined; // Not generated yet.
  }
}

/**
 * Puts `candidate` at `file` unless a good secret is already there, and answers the secret that
 * is there now. Several processes starting at once on one DATA_DIR each generate a candidate;
 * the first to land wins and the others adopt it, so all of them sign sessions, challenges and
 * sandbox payments alike. The candidate is written aside and hard-linked into place, so the file
 * appears whole or not at all and a reader never sees half a secret.
 */
export function claimSecretFile(file: string, candidate: string): string {
  const aside = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(aside, candidate, { mode: 0o600 });
  try {
    fs.linkSync(aside, file);
  } catch (err) {
    if (!isAlreadyThere(err)) {
      // A file system without hard links: exclusive creation is the next best thing.
      try {
        fs.writeFileSync(file, candidate, { mode: 0o600, flag: 'wx' });
      } catch (writeErr) {
        if (!isAlreadyThere(writeErr)) throw writeErr;
      }
    } else if (!readSecret(file)) {
      // What is there is empty or cut short (a crash while writing it): replace it.
      fs.renameSync(aside, file);
    }
  } finally {
    fs.rmSync(aside, { force: true });
  }
  return readSecret(file) ?? candidate;
}

/**
 * In development the session secret is generated once and kept in DATA_DIR, so sign-ins
 * survive restarts without anyone having to set one. Production must set SESSION_SECRET.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  return claimSecretFile(file, crypto.randomBytes(48).toString('base64url'));
}
