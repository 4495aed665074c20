import type { Stats } from 'node:fs';
import { create, extract, type ReadEntry } from 'tar';
import { isUploadName } from '../storage/upload-storage';
import { ARCHIVE } from './backup-manifest';
import { BackupRefused } from './backup-refused';

/** One gzip-compressed tar of the named parts of `folder`. */
export async function packArchive(folder: string, out: string, parts: string[]): Promise<void> {
  await create({ gzip: true, file: out, cwd: folder, portable: true }, parts);
}

const DATABASE_FILES = new Set<string>([ARCHIVE.postgresDump, ARCHIVE.pgliteDump]);

/** A part a backup may hold: nothing else in an archive is ever written to disk. */
function isBackupPart(entryPath: string, entry: ReadEntry | Stats): boolean {
  const type = 'type' in entry ? entry.type : undefined;
  const [top, name, ...deeper] = entryPath.replace(/\/$/, '').split('/');
  if (top === ARCHIVE.uploads) {
    if (name === undefined) return type === 'Directory';
    return type === 'File' && deeper.length === 0 && isUploadName(name);
  }
  return (
    type === 'File' && name === undefined && (top === ARCHIVE.manifest || DATABASE_FILES.has(top!))
  );
}

/** Unpacks a backup into `folder`; a file that is not a tar.gz is refused, not crashed on. */
export async function unpackArchive(file: string, folder: string): Promise<void> {
  try {
    await extract({ file, cwd: folder, strict: true, filter: isBackupPart });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'ENOENT') throw new BackupRefused(`${file}: no such file`);
    if (code?.startsWith('TAR_') || code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') {
      throw new BackupRefused(`${file} is not a readable backup archive (${code})`);
    }
    throw err;
  }
}
