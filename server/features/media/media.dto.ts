import type { MediaFileDto } from '@shared/contracts/media';
import type { MediaFileRow } from '@shared/schema/media-files';

/** The file as the API answers it; every field named, so a new column stays in the server. */
export function toMediaFileDto(row: MediaFileRow): MediaFileDto {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    filePath: row.filePath,
    fileSize: row.fileSize,
    uploadDate: row.uploadDate.toISOString(),
    purpose: row.purpose,
    isActive: row.isActive,
    variants: row.variants.map((v) => ({ width: v.width, path: v.path })),
  };
}
