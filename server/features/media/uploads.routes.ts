import { pipeline } from 'node:stream';
import { Router, type Response } from 'express';
import { AppError, notFound } from '../../lib/app-error';
import { publicRoute } from '../../middleware/require-auth';
import {
  UPLOAD_CACHE_CONTROL,
  isUploadName,
  uploadContentType,
  type UploadStorage,
} from '../../storage/upload-storage';
import { requestedRange } from './upload-range';

const NOT_FOUND = 'File not found';
const FILE_HEADERS = ['Cache-Control', 'Accept-Ranges', 'Last-Modified', 'ETag'];

/** An error answer must not carry the file's caching headers (a 404 cached for a year). */
function withoutFileHeaders<E>(res: Response, err: E): E {
  for (const header of FILE_HEADERS) res.removeHeader(header);
  return err;
}

/**
 * Uploaded files under /uploads/NAME, from whichever storage holds them, with the headers the
 * static folder had: random names never change content, so they are cached for good and
 * revalidate by ETag or date (304); byte ranges (PDF viewers) and HEAD are answered.
 */
export function uploadsRoutes(storage: UploadStorage): Router {
  // strict: 'NAME/' is not NAME.
  const router = Router({ strict: true });
  router.get('/:name', publicRoute, async (req, res, next) => {
    const { name } = req.params;
    if (typeof name !== 'string' || !isUploadName(name)) throw notFound(NOT_FOUND);
    const file = await storage.stat(name);
    if (!file) throw notFound(NOT_FOUND);

    res.set({
      'Cache-Control': UPLOAD_CACHE_CONTROL,
      'Accept-Ranges': 'bytes',
      'Last-Modified': file.lastModified.toUTCString(),
      ETag: file.etag,
    });
    // Express compares If-None-Match / If-Modified-Since with the headers just set.
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const asked = requestedRange(req, file);
    if (asked.kind === 'none') {
      const message = 'The requested range is past the end of the file';
      throw withoutFileHeaders(
        res,
        new AppError(416, message, 'range_not_satisfiable', {
          headers: { 'Content-Range': `bytes */${file.size}` },
        }),
      );
    }
    const range = asked.kind === 'part' ? asked.range : undefined;
    // HEAD answers from the look alone; GET opens the bytes before promising them.
    const body = req.method === 'HEAD' ? undefined : await storage.read(name, range);
    if (req.method !== 'HEAD' && !body) throw withoutFileHeaders(res, notFound(NOT_FOUND));

    res.type(uploadContentType(name));
    if (range) {
      res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    }
    res.set('Content-Length', String(range ? range.end - range.start + 1 : file.size));
    if (!body) {
      res.end();
      return;
    }
    pipeline(body, res, (err) => {
      // A reader who went away is no error; a storage failing before the first byte is.
      if (err && !res.headersSent) next(withoutFileHeaders(res, err));
    });
  });
  router.use(() => {
    throw notFound(NOT_FOUND);
  });
  return router;
}
