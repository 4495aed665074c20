// The command lines of `npm run backup` and `npm run restore`, kept apart from the processes
// that run them so they can be tested without one.

export const BACKUP_USAGE = 'usage: npm run backup [-- --out FILE]';
export const RESTORE_USAGE = 'usage: npm run restore -- FILE';

export type BackupArgs = { help: true } | { help: false; out: string | undefined };
export type RestoreArgs = { help: true } | { help: false; file: string };
export type Parsed<T> = { ok: true; args: T } | { ok: false; problem: string };

const wantsHelp = (args: readonly string[]) => args.includes('--help') || args.includes('-h');

export function parseBackupArgs(args: readonly string[]): Parsed<BackupArgs> {
  if (wantsHelp(args)) return { ok: true, args: { help: true } };
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--out' || arg.startsWith('--out=')) {
      if (out !== undefined) return { ok: false, problem: '--out is given twice' };
      out = arg === '--out' ? args[++i] : arg.slice('--out='.length);
      if (!out) return { ok: false, problem: '--out needs a file name' };
    } else {
      return { ok: false, problem: `unexpected ${arg}` };
    }
  }
  return { ok: true, args: { help: false, out } };
}

export function parseRestoreArgs(args: readonly string[]): Parsed<RestoreArgs> {
  if (wantsHelp(args)) return { ok: true, args: { help: true } };
  const words = args.filter((arg) => arg !== '--');
  const option = words.find((arg) => arg.startsWith('-'));
  if (option) return { ok: false, problem: `unknown option ${option}` };
  if (words.length !== 1) return { ok: false, problem: 'name one backup file' };
  return { ok: true, args: { help: false, file: words[0]! } };
}

/** '1 uploaded file', '3 uploaded files'. */
export const countOf = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;

/** A size as people read it: 512 B, 3.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
