import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SeatingPrepDto } from '@shared/contracts/dietary-needs';
import { KitchenPrep } from './kitchen-prep';

const prep = (specialNight?: SeatingPrepDto['specialNight']): SeatingPrepDto => ({
  slot: '7:00 PM - 8:00 PM',
  parties: 1,
  covers: 2,
  veg: 1,
  nonVeg: 1,
  allergens: {},
  preferences: {},
  substitutions: [],
  alternatives: [],
  occasions: [],
  ...(specialNight !== undefined ? { specialNight } : {}),
});

describe('the kitchen prep of a seating', () => {
  it('when the night is special, then the prep names the night and its menu in course order', () => {
    const html = renderToStaticMarkup(
      <KitchenPrep
        prep={prep({
          name: "New Year's Eve",
          menu: {
            name: 'Midnight menu',
            courses: [
              { courseNumber: 1, name: 'Oyster' },
              { courseNumber: 2, name: 'Truffle' },
            ],
          },
        })}
      />,
    );
    expect(html).toContain('Special night: New Year&#x27;s Eve');
    expect(html).toContain('Midnight menu (1. Oyster, 2. Truffle)');
  });

  it('when the night is usual, then no special night is named', () => {
    expect(renderToStaticMarkup(<KitchenPrep prep={prep(null)} />)).not.toContain('Special night');
    expect(renderToStaticMarkup(<KitchenPrep prep={prep()} />)).not.toContain('Special night');
  });
});
