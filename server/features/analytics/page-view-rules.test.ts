import { describe, expect, it } from 'vitest';
import { isObviousBot, isPublicView, storedPagePath, storedReferrer } from './page-view-rules';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('storedPagePath', () => {
  it.each([
    ['/', '/'],
    ['/book', '/book'],
    ['/book/', '/book'],
    ['/book?utm_source=mail&email=a@b.c', '/book'],
    ['/contact#map', '/contact'],
    ['/?q=1', '/'],
    ['//', '/'],
    ['/reservation/AbCdEfGhIjKlMnOpQrStUvWx', '/reservation/:token'],
    ['/reservation/AbCdEfGhIjKlMnOpQrStUvWx/?x=1', '/reservation/:token'],
    ['/reservation', '/reservation'],
    ['/staff/orders', '/staff/orders'],
    ['/no-such-page', '/no-such-page'],
  ])('when the page is %s, then it is stored as %s', (sent, stored) => {
    expect(storedPagePath(sent)).toBe(stored);
  });
});

describe('storedReferrer', () => {
  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    ['https://www.google.com/search?q=tasting+menu', 'https://www.google.com/search'],
    ['https://user:secret@example.com/a/b?token=x#y', 'https://example.com/a/b'],
    ['http://localhost:5000/book', 'http://localhost:5000/book'],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('when the referrer is %s, then %s is kept', (sent, kept) => {
    expect(storedReferrer(sent)).toBe(kept);
  });
});

describe('isObviousBot', () => {
  it('when a browser sends the view, then it is a person', () => {
    expect(isObviousBot(CHROME, CHROME)).toBe(false);
  });

  it.each([
    ['a crawler header', 'Googlebot/2.1 (+http://www.google.com/bot.html)', CHROME],
    ['a script header', 'curl/8.5.0', CHROME],
    ['no header', undefined, CHROME],
    ['an empty header', '  ', CHROME],
    ['a crawler running the page', CHROME, 'Mozilla/5.0 (compatible; bingbot/2.0)'],
    [
      'a headless browser',
      CHROME,
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    ],
  ])('when %s, then it is a robot', (_what, header, page) => {
    expect(isObviousBot(header, page)).toBe(true);
  });
});

describe('isPublicView', () => {
  it.each([
    ['/', null, true],
    ['/book', null, true],
    ['/staffing', null, true],
    ['/reservation/:token', null, true],
    ['/book', 1, false],
    ['/staff', null, false],
    ['/staff/orders', null, false],
    ['/login', null, false],
  ] as const)('when %s is viewed by user %s, then public is %s', (path, userId, expected) => {
    expect(isPublicView(path, userId)).toBe(expected);
  });
});
