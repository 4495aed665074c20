import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toolUrl } from './postgres-tools';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-pgpass-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the URL PostgreSQL's tools are given", () => {
  it('when the URL carries a password, then it moves to a private password file, escaped', async () => {
    const url = await toolUrl(
      'postgres://chef:p%3Ass%5Cw0rd@db.internal:5433/tasting?sslmode=require',
      dir,
    );

    expect(url).not.toContain('p%3Ass');
    const parsed = new URL(url);
    expect(parsed.username).toBe('chef');
    expect(parsed.password).toBe('');
    expect(parsed.searchParams.get('sslmode')).toBe('require');
    const passfile = parsed.searchParams.get('passfile')!;
    expect(fs.readFileSync(passfile, 'utf8')).toBe('*:*:*:*:p\\:ss\\\\w0rd\n');
    expect(fs.statSync(passfile).mode & 0o777).toBe(0o600);
  });

  it('when the URL has no password, then it is passed as it is', async () => {
    expect(await toolUrl('postgres://postgres@127.0.0.1:5432/tasting', dir)).toBe(
      'postgres://postgres@127.0.0.1:5432/tasting',
    );
  });
});
