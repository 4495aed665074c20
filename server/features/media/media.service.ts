import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { ALLOWED_UPLOAD_TYPES } from '@shared/constants';
import type { MediaFileDto, MediaVariant } from '@shared/contracts/media';
import { uploadTypeRefusal } from '@shared/media-purposes';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { recordAudit } from '../audit/audit-trail';
import { notFound, unsupportedMediaType } from '../../lib/app-error';
import { randomFileStem, type UploadStorage } from '../../storage/upload-storage';
import { imageWidth, makeWebpVariants } from './image-variants';
import { toMediaFileDto } from './media.dto';
import { deleteMedia, insertMedia, listMedia } from './media.repository';
import { clearSectionImage } from '../content/content.repository';

export const UPLOADS_URL_PREFIX = '/uploads/';

const ALLOWED = new Set<string>(ALLOWED_UPLOAD_TYPES);
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
const TYPE_REFUSED = 'Only JPEG, PNG, WebP, GIF or AVIF images and PDF files can be uploaded';

export type MediaDeps = { db: Db; storage: UploadStorage };
/** What arrived: the bytes and the name the browser gave. Everything else is read from the bytes. */
export type IncomingFile = { buffer: Buffer; originalName: string };

/** The uploader's file name, for display only: no folders, no control characters. */
function displayName(original: string): string {
  const base = path.basename(original.replaceAll('\\', '/'));
  const printable = [...base].filter((ch) => ch >= ' ' && ch !== '\u007f').join('');
  const clean = printable.trim().slice(0, 200);
  return clean || 'file';
}

export async function getMediaList(db: Db): Promise<MediaFileDto[]> {
  return (await listMedia(db)).map(toMediaFileDto);
}

/**
 * Stores an upload with WebP variants for photos. The server decides the stored name, the type
 * (from the bytes), the size (bytes received) and the upload time; the uploader chooses only the
 * purpose, and their file name is kept for display.
 */
export async function uploadMedia(
  { db, storage }: MediaDeps,
  actor: StaffActor,
  purpose: string,
  file: IncomingFile,
): Promise<MediaFileDto> {
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !ALLOWED.has(detected.mime)) throw unsupportedMediaType(TYPE_REFUSED);
  // A file the purpose's place on the site cannot show (a PDF as the hero) is refused, not kept.
  const wrongKind = uploadTypeRefusal(purpose, detected.mime);
  if (wrongKind) throw unsupportedMediaType(wrongKind);

  let width: number | undefined;
  if (detected.mime.startsWith('image/')) {
    width = await imageWidth(file.buffer);
    if (!width) throw unsupportedMediaType('The image could not be read; it may be damaged');
  }

  const stem = randomFileStem();
  const written: string[] = [];
  try {
    const original = `${stem}.${detected.ext}`;
    await storage.write(original, file.buffer);
    written.push(original);
    const variants: MediaVariant[] = [];
    if (width && RESIZABLE.has(detected.mime)) {
      for (const variant of await makeWebpVariants(file.buffer, width)) {
        const name = `${stem}-${variant.width}.webp`;
        await storage.write(name, variant.data);
        written.push(name);
        variants.push({ width: variant.width, path: `${UPLOADS_URL_PREFIX}${name}` });
      }
    }
    const row = await db.transaction(async (tx) => {
      const inserted = await insertMedia(tx, {
        fileName: displayName(file.originalName),
        fileType: detected.mime,
        filePath: `${UPLOADS_URL_PREFIX}${written[0]}`,
        fileSize: file.buffer.length,
        purpose,
        variants,
      });
      await recordAudit(tx, actor, {
        area: 'media',
        action: 'upload',
        entityId: inserted.id,
        after: auditFields(inserted),
      });
      return inserted;
    });
    return toMediaFileDto(row);
  } catch (err) {
    await Promise.all(written.map((name) => storage.remove(name)));
    throw err;
  }
}

/** What the audit trail keeps of a file: what it is, not its variants. */
const auditFields = (row: {
  fileName: string;
  fileType: string;
  filePath: string;
  fileSize: number;
  purpose: string | null;
}) => ({
  fileName: row.fileName,
  fileType: row.fileType,
  filePath: row.filePath,
  fileSize: row.fileSize,
  purpose: row.purpose,
});

/** Deletes the row first, then its files, so a file is never listed without existing. */
export async function removeMedia(
  { db, storage }: MediaDeps,
  actor: StaffActor,
  id: number,
): Promise<void> {
  // A section pointing at the file would be left showing a broken link: it drops the pointer in
  // the same transaction and falls back to its default image.
  const row = await db.transaction(async (tx) => {
    const deleted = await deleteMedia(tx, id);
    if (deleted) {
      await clearSectionImage(tx, deleted.filePath);
      await recordAudit(tx, actor, {
        area: 'media',
        action: 'delete',
        entityId: id,
        before: auditFields(deleted),
      });
    }
    return deleted;
  });
  if (!row) throw notFound('No media file with that id');
  const names = [row.filePath, ...row.variants.map((v) => v.path)].map((p) =>
    p.slice(UPLOADS_URL_PREFIX.length),
  );
  await Promise.all(names.map((name) => storage.remove(name)));
}
