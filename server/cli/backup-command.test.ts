import { describe, expect, it } from 'vitest';
import { countOf, formatBytes, parseBackupArgs, parseRestoreArgs } from './backup-command';

describe('the backup and restore command lines', () => {
  it('when backup gets no option or --out, then it names the archive or leaves it to the default', () => {
    expect(parseBackupArgs([])).toEqual({ ok: true, args: { help: false, out: undefined } });
    expect(parseBackupArgs(['--out', 'b.tar.gz'])).toEqual({
      ok: true,
      args: { help: false, out: 'b.tar.gz' },
    });
    expect(parseBackupArgs(['--out=/srv/b.tar.gz'])).toEqual({
      ok: true,
      args: { help: false, out: '/srv/b.tar.gz' },
    });
    expect(parseBackupArgs(['--help'])).toEqual({ ok: true, args: { help: true } });
  });

  it('when backup gets something else, then a usage problem', () => {
    expect(parseBackupArgs(['--out'])).toEqual({ ok: false, problem: '--out needs a file name' });
    expect(parseBackupArgs(['--out', 'a', '--out', 'b'])).toEqual({
      ok: false,
      problem: '--out is given twice',
    });
    expect(parseBackupArgs(['b.tar.gz'])).toEqual({ ok: false, problem: 'unexpected b.tar.gz' });
  });

  it('when restore gets one file, then that file; anything else is a usage problem', () => {
    expect(parseRestoreArgs(['b.tar.gz'])).toEqual({
      ok: true,
      args: { help: false, file: 'b.tar.gz' },
    });
    expect(parseRestoreArgs(['-h'])).toEqual({ ok: true, args: { help: true } });
    expect(parseRestoreArgs([])).toEqual({ ok: false, problem: 'name one backup file' });
    expect(parseRestoreArgs(['a', 'b'])).toEqual({ ok: false, problem: 'name one backup file' });
    expect(parseRestoreArgs(['--force', 'a'])).toEqual({
      ok: false,
      problem: 'unknown option --force',
    });
  });

  it('when a size or a count is shown, then as people read it', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
    expect([countOf(1, 'file'), countOf(0, 'file'), countOf(2, 'file')]).toEqual([
      '1 file',
      '0 files',
      '2 files',
    ]);
  });
});
