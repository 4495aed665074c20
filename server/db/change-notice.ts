/**
 * What a change notice says changed, so that every server process drops what it kept of it:
 * - `pages`: the rendered public pages (content, settings, media or menu items were saved);
 * - `contact`: the contact facts the pages' structured data read;
 * - `availability` of one night (`date`), or of every night (`date` undefined: hours, booking
 *   window);
 * - `everything`: a listener that was away, or a notice this version cannot read.
 */
export type ChangeNotice =
  | { topic: 'pages' }
  | { topic: 'contact' }
  | { topic: 'availability'; date: string | undefined }
  | { topic: 'everything' };

export const PAGES_CHANGED: ChangeNotice = { topic: 'pages' };
export const CONTACT_CHANGED: ChangeNotice = { topic: 'contact' };
export const EVERYTHING_CHANGED: ChangeNotice = { topic: 'everything' };

/** The seats of one night (yyyy-MM-dd), or of every night when `date` is undefined. */
export const availabilityChanged = (date: string | undefined): ChangeNotice => ({
  topic: 'availability',
  date,
});

const NIGHT = /^\d{4}-\d{2}-\d{2}$/;

/** The notice as it travels between processes: `pages`, `availability:2026-12-05`, `availability:*`. */
export function noticePayload(notice: ChangeNotice): string {
  if (notice.topic === 'availability') return `availability:${notice.date ?? '*'}`;
  if (notice.topic === 'everything') return '*';
  return notice.topic;
}

/**
 * Reads a payload back. Anything it cannot read (a newer process's notice during a rolling
 * deploy, a hand-sent NOTIFY) counts as `everything`: dropping too much costs a few reads, while
 * ignoring a change would serve stale pages.
 */
export function readNoticePayload(payload: string): ChangeNotice {
  if (payload === 'pages') return PAGES_CHANGED;
  if (payload === 'contact') return CONTACT_CHANGED;
  if (payload === 'availability:*') return availabilityChanged(undefined);
  const night = payload.startsWith('availability:') ? payload.slice('availability:'.length) : '';
  if (NIGHT.test(night)) return availabilityChanged(night);
  return EVERYTHING_CHANGED;
}

/** Whether a cache of `topic` must drop what it keeps on hearing `notice`. */
export const concerns = (notice: ChangeNotice, topic: ChangeNotice['topic']): boolean =>
  notice.topic === topic || notice.topic === 'everything';
