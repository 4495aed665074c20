import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BackupRefused } from './backup-refused';

/**
 * The database URL as libpq's tools (pg_dump, pg_restore) take it, with the password moved into a
 * private password file in `privateDir`: on the command line it would show in any user's `ps`.
 */
export async function toolUrl(databaseUrl: string, privateDir: string): Promise<string> {
  const url = new URL(databaseUrl);
  if (!url.password) return url.toString();
  const passfile = path.join(privateDir, 'pgpass');
  const escaped = decodeURIComponent(url.password).replace(/[\\:]/g, (c) => `\\${c}`);
  await fs.writeFile(passfile, `*:*:*:*:${escaped}\n`, { mode: 0o600 });
  url.password = '';
  url.searchParams.set('passfile', passfile);
  return url.toString();
}

/** Runs one of PostgreSQL's client tools; its complaint, if any, becomes the error. */
function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupRefused(
              `${tool} was not found: install PostgreSQL's client tools (the server's major version or newer)`,
            )
          : err,
      ),
    );
    child.once('close', (code) => {
      if (code === 0) return resolve();
      const said = stderr.trim().split('\n').slice(-5).join(' / ');
      reject(new Error(`${tool} failed (exit ${code}): ${said || 'no message'}`));
    });
  });
}

/** pg_dump's custom format: compressed, and restored table by table by pg_restore. */
export async function pgDump(databaseUrl: string, file: string, privateDir: string) {
  const url = await toolUrl(databaseUrl, privateDir);
  await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`]);
}

/**
 * Into an empty database, all or nothing (one transaction, stopping at the first error). Objects
 * belong to whoever restores them: the dumped database's roles need not exist here.
 */
export async function pgRestore(databaseUrl: string, file: string, privateDir: string) {
  const url = await toolUrl(databaseUrl, privateDir);
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}
