import { describe, expect, it } from 'vitest';
import {
  availabilityChanged,
  CONTACT_CHANGED,
  EVERYTHING_CHANGED,
  noticePayload,
  PAGES_CHANGED,
  readNoticePayload,
  type ChangeNotice,
} from './change-notice';

describe('change notice payloads', () => {
  it('when a notice is written and read back, then it is the same notice', () => {
    const notices: ChangeNotice[] = [
      PAGES_CHANGED,
      CONTACT_CHANGED,
      availabilityChanged('2026-12-05'),
      availabilityChanged(undefined),
      EVERYTHING_CHANGED,
    ];
    expect(notices.map(noticePayload)).toEqual([
      'pages',
      'contact',
      'availability:2026-12-05',
      'availability:*',
      '*',
    ]);
    expect(notices.map((n) => readNoticePayload(noticePayload(n)))).toEqual(notices);
  });

  it('when a payload cannot be read, then it means everything changed', () => {
    for (const payload of [
      '',
      'Pages',
      'menu',
      'availability:',
      'availability:2026-12',
      'availability:2026-12-05x',
      'availability:../../etc',
      ' pages',
    ]) {
      expect(readNoticePayload(payload), payload).toEqual(EVERYTHING_CHANGED);
    }
  });
});
