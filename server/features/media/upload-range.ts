import type { Request } from 'express';
import type { ByteRange, StoredUpload } from '../../storage/upload-storage';

/** What a request's Range header asks of a stored file: all of it, one range, or nothing. */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'none' };

/**
 * Mirrors what Express's static files did (send): one satisfiable byte range answers 206; a
 * range past the end 416; several ranges, a malformed header, another unit or an If-Range that
 * no longer matches get the whole file.
 */
export function requestedRange(req: Request, file: StoredUpload): RangeAnswer {
  const header = req.get('range');
  if (!header || !/^ *bytes=/.test(header) || !ifRangeMatches(req.get('if-range'), file)) {
    return { kind: 'whole' };
  }
  const ranges = req.range(file.size, { combine: true });
  if (ranges === -1) return { kind: 'none' };
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) {
    return { kind: 'whole' };
  }
  const [only] = ranges;
  return { kind: 'part', range: { start: only!.start, end: only!.end } };
}

/** If-Range holds an entity tag or a date; a range is sent only while it still names the file. */
function ifRangeMatches(ifRange: string | undefined, file: StoredUpload): boolean {
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange.includes(file.etag);
  const since = Date.parse(ifRange);
  // HTTP dates have whole seconds; the file's time may carry milliseconds.
  return !Number.isNaN(since) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since;
}
