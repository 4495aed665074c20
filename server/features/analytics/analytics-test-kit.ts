import type { PageViewInput } from '@shared/contracts/analytics';

// Shared by the analytics integration tests: what a real browser sends.

export const BROWSER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** A page view body as the tracker sends it, for a path and a session. */
export function pageViewBody(
  path: string,
  sessionId: string,
  overrides: Partial<PageViewInput> = {},
): PageViewInput {
  return {
    path,
    sessionId,
    deviceInfo: { userAgent: BROWSER_UA, language: 'en-IN', screenSize: '1280x800' },
    referrer: '',
    ...overrides,
  };
}

/** A settable clock for createTestApp's `now`. */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => current,
    set(iso: string) {
      current = new Date(iso);
    },
  };
}
