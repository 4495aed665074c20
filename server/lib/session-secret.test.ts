import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimSecretFile, resolveSessionSecret } from './session-secret';

describe('the generated session secret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-secret-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const file = () => path.join(dataDir, 'session-secret');

  it('when none is configured, then one is generated once, kept in DATA_DIR and read back', () => {
    const first = resolveSessionSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(file(), 'utf8')).toBe(first);
    expect(resolveSessionSecret(undefined, dataDir)).toBe(first);
    expect(resolveSessionSecret('configured-secret', dataDir)).toBe('configured-secret');
    // Only the secret is left behind: no candidate files.
    expect(fs.readdirSync(dataDir)).toEqual(['session-secret']);
  });

  it('when another process stored its secret first, then this one adopts it instead of overwriting it', () => {
    const theirs = 'a'.repeat(64);
    fs.writeFileSync(file(), theirs);

    expect(claimSecretFile(file(), 'b'.repeat(64))).toBe(theirs);
    expect(fs.readFileSync(file(), 'utf8')).toBe(theirs);
    expect(fs.readdirSync(dataDir)).toEqual(['session-secret']);
  });

  it('when the stored secret is cut short, then it is replaced', () => {
    fs.writeFileSync(file(), 'short');

    expect(resolveSessionSecret(undefined, dataDir)).not.toBe('short');
    expect(fs.readFileSync(file(), 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(fs.readdirSync(dataDir)).toEqual(['session-secret']);
  });
});
