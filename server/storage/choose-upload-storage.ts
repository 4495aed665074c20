import type { AppConfig } from '../config';
import { localDiskStorage } from './local-disk-storage';
import { s3Storage } from './s3-storage';
import type { UploadStorage } from './upload-storage';

/** The bucket when S3_BUCKET is set (several machines share it), otherwise UPLOAD_DIR. */
export function uploadStorageFor(config: Pick<AppConfig, 'uploadDir' | 's3'>): UploadStorage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(config.uploadDir);
}
