import fs from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files';
import { assertUploadName, isUploadName, type UploadStorage } from './upload-storage';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Uploads in a folder of this machine (UPLOAD_DIR): the default, for one server. */
export function localDiskStorage(dir: string): UploadStorage {
  const resolve = (name: string) => {
    assertUploadName(name);
    return path.join(dir, name);
  };
  return {
    description: `folder ${dir}`,
    async write(name, data) {
      const file = resolve(name);
      await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      // Only the app reads them (it serves /uploads itself): for its user only.
      await fs.writeFile(file, data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    },
    async stat(name) {
      try {
        const stats = await fs.stat(resolve(name));
        if (!stats.isFile()) return undefined;
        // The same weak tag Express's static files had, so browsers keep what they cached.
        const etag = `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
        return { size: stats.size, lastModified: stats.mtime, etag };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async read(name, range) {
      try {
        // Opened first, so a file removed since stat() is an answer here, not a stream error.
        const handle = await fs.open(resolve(name), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
    async remove(name) {
      await fs.rm(resolve(name), { force: true });
    },
    async *list() {
      let entries;
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const entry of entries) if (entry.isFile() && isUploadName(entry.name)) yield entry.name;
    },
    close() {},
  };
}
