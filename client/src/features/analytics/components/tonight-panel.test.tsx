import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TonightSeatingDto } from '@shared/contracts/analytics';
import { SeatingRow } from './tonight-panel';

const seating = (slot: string): TonightSeatingDto => ({
  slot,
  startTime: '19:00',
  endTime: '20:00',
  covers: 4,
  veg: 3,
  nonVeg: 1,
  capacity: 10,
  seatsLeft: 6,
  blocked: false,
  isActive: true,
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe("a seating on the dashboard's Tonight panel", () => {
  it('when its label is made from its times, then the times are said once', () => {
    const shown = text(renderToStaticMarkup(<SeatingRow seating={seating('7:00 PM - 8:00 PM')} />));
    expect(shown).toContain('7:00 PM - 8:00 PM');
    expect(shown).not.toContain('19:00');
    expect(shown).not.toContain('20:00');
  });

  it('when staff gave it a label of its own, then its times stand beside the label', () => {
    const shown = text(renderToStaticMarkup(<SeatingRow seating={seating("Chef's counter")} />));
    expect(shown).toContain('Chef&#x27;s counter 7:00 PM - 8:00 PM');
  });
});
