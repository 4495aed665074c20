import { describe, expect, it } from 'vitest';
import { handleOf } from './corporate-hero';

describe('the social handle in the corporate hero', () => {
  it.each([
    ['https://instagram.com/tastingroom/', '@tastingroom'],
    ['https://www.instagram.com/@tastingroom?hl=en', '@tastingroom'],
    ['https://x.com/tasting_room', '@tasting_room'],
  ])('when the link is %s, then the handle is %s', (link, handle) => {
    expect(handleOf(link)).toBe(handle);
  });

  it.each([[''], ['not a link'], ['https://instagram.com/']])(
    'when the link is %j, then there is no handle to show',
    (link) => {
      expect(handleOf(link)).toBeUndefined();
    },
  );
});
