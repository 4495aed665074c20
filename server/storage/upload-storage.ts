import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded media live. Names are always ours (random), never the uploader's. */
export type UploadStorage = {
  /** Stores bytes under a new random name with the given extension; returns that name. */
  save(data: Buffer, extension: string, nameHint?: string): Promise<string>;
  /** Removes a stored file; a file already gone is not an error. */
  remove(name: string): Promise<void>;
  /** The folder served under /uploads/. */
  readonly dir: string;
};

const SAFE_NAME = /^[a-z0-9-]+\.[a-z0-9]+$/;

export function randomFileStem(): string {
  return crypto.randomBytes(16).toString('hex');
}

export function localDiskStorage(dir: string): UploadStorage {
  const resolve = (name: string) => {
    // Defence in depth: only names we generate ever reach the file system.
    if (!SAFE_NAME.test(name))
      throw new Error(`refusing unsafe upload name ${JSON.stringify(name)}`);
    return path.join(dir, name);
  };
  return {
    dir,
    async save(data, extension, nameHint) {
      await fs.mkdir(dir, { recursive: true });
      const name = `${nameHint ?? randomFileStem()}.${extension}`;
      await fs.writeFile(resolve(name), data, { flag: 'wx', mode: 0o644 });
      return name;
    },
    async remove(name) {
      await fs.rm(resolve(name), { force: true });
    },
  };
}
