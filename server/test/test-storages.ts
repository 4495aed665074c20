import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { uploadStorageFor } from '../storage/choose-upload-storage';
import type { UploadStorage } from '../storage/upload-storage';
import { startS3Server } from './s3-server';

export const STORAGE_KINDS = ['local folder', 'S3 bucket'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

export type TestStorage = {
  storage: UploadStorage;
  /** The settings that make the app use this storage (UPLOAD_DIR, or the S3_* of a bucket). */
  env: Record<string, string>;
  stop(): Promise<void>;
};

/**
 * An empty upload storage of either kind, made the way the app makes it (from its settings): a
 * temporary folder, or a bucket of a real S3 protocol server started for the test.
 */
export async function openTestStorage(kind: StorageKind): Promise<TestStorage> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-storage-'));
  const s3 = kind === 'S3 bucket' ? await startS3Server() : undefined;
  const env = s3 ? s3.env : { UPLOAD_DIR: dir };
  const storage = uploadStorageFor(loadConfig({ NODE_ENV: 'test', ...env }));
  return {
    storage,
    env,
    async stop() {
      storage.close();
      await s3?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
