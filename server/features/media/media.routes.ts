import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import {
  MEDIA_LIST_PARAMS,
  mediaListQuerySchema,
  mediaUploadFieldsSchema,
} from '@shared/contracts/media';
import { idSchema } from '@shared/contracts/safe-input';
import { asksForPage } from '@shared/contracts/paging';
import { sendPage } from '../../lib/keyset-page';
import { mediaPage } from './media-pages';
import { staffActor } from '../../lib/actor';
import { badRequest, payloadTooLarge } from '../../lib/app-error';
import { publicRoute, requireAdmin } from '../../middleware/require-auth';
import { getMediaList, removeMedia, uploadMedia, type MediaDeps } from './media.service';

const TOO_LARGE = 'The file is larger than 5 MB';

const multipart = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 8 },
}).single('file');

/** multer, with its errors turned into the HTTP contract (413 for size, 400 otherwise). */
const receiveFile: RequestHandler = (req, res, next) => {
  // Refuse an obviously oversized body before reading it.
  if (Number(req.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + 64 * 1024) {
    return next(payloadTooLarge(TOO_LARGE));
  }
  multipart(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError) {
      return next(
        err.code === 'LIMIT_FILE_SIZE'
          ? payloadTooLarge(TOO_LARGE)
          : badRequest('Send one file in the field "file"'),
      );
    }
    next(badRequest('The upload could not be read'));
  });
};

/** `onChanged` follows each upload and removal (the rendered public pages show the media). */
export function mediaRoutes(
  deps: MediaDeps,
  onChanged: () => Promise<void> | void = () => {},
): Router {
  const router = Router();
  router.get('/', publicRoute, async (req, res) => {
    // Without parameters the original answer, the whole list; with any filter or page, one page.
    if (!asksForPage(req.query, MEDIA_LIST_PARAMS)) {
      res.json(await getMediaList(deps.db));
      return;
    }
    sendPage(req, res, await mediaPage(deps.db, mediaListQuerySchema.parse(req.query)));
  });
  router.post('/upload', requireAdmin, receiveFile, async (req, res) => {
    const { purpose } = mediaUploadFieldsSchema.parse(req.body ?? {});
    if (!req.file) throw badRequest('Please select a file');
    // Only the bytes and the name go on; the type the browser declared (mimetype) is never used.
    const created = await uploadMedia(deps, staffActor(req), purpose, {
      buffer: req.file.buffer,
      originalName: req.file.originalname,
    });
    await onChanged();
    res.status(201).json(created);
  });
  router.delete('/:id', requireAdmin, async (req, res) => {
    await removeMedia(deps, staffActor(req), idSchema.parse(req.params.id));
    await onChanged();
    res.status(204).end();
  });
  return router;
}
