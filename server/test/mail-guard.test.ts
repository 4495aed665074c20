import { describe, expect, it } from 'vitest';
import { machineDatesIn } from './mail-guard';

describe('the test guard against machine-written dates in mail', () => {
  it('T12: finds 2026-12-05 in the words and the subject, not in links', () => {
    expect(
      machineDatesIn({
        subject: 'Your table on 2026-12-05',
        text: 'Dear Asha,\nSee you on 2026-12-05 (7:00 PM - 8:00 PM).\nBook: http://x.example/book?date=2026-12-06',
      }),
    ).toEqual([
      'subject: Your table on 2026-12-05',
      'text: See you on 2026-12-05 (7:00 PM - 8:00 PM).',
    ]);
    expect(
      machineDatesIn({ subject: 'Your table on Sat, 5 Dec 2026', text: 'Sat, 5 Dec 2026' }),
    ).toEqual([]);
  });

  it('passes a day no calendar has, which only a guest can have typed (a quoted request)', () => {
    expect(
      machineDatesIn({ subject: 'Your table', text: 'Your request: "2026-02-30, by the window"' }),
    ).toEqual([]);
    expect(
      machineDatesIn({ subject: 'Your table', text: 'Requests: 2026-02-30 or 2026-02-28' }),
    ).toEqual(['text: Requests: 2026-02-30 or 2026-02-28']);
  });
});
