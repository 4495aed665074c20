import { trackLoadedPage } from '@/lib/analytics';
import { markPageReady } from '@/lib/page-ready';
import { maySignedIn } from '@/lib/signed-in-hint';
import { ISLAND_NAME_ATTRIBUTE, ISLAND_SIGNED_IN_ATTRIBUTE } from './island-contract';

// Loaded with the page (keep it small: no React here; vite.config.ts keeps it in the boot chunk). Each island's code is fetched on the
// first interaction with it or once the page is idle, whichever comes first; the page is marked
// ready (<html data-page-ready>) when every island on it has hydrated.

/** What the visitor may do to an island that means they are about to use it. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/**
 * The longest the islands wait for an idle moment after load. The page has painted by then; on
 * a busy phone, idle may not come for seconds, and a visitor should not find a dead toggle.
 */
const IDLE_TIMEOUT_MS = 300;

function whenIdleAfterLoad(run: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(run, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * A button pressed before its island arrived (a theme choice, 'Add' in the cart) is pressed
 * again once the island has hydrated: the markup is the same nodes, now with React's handlers.
 * Links and submit buttons are left to the browser: they work without the island.
 */
function pressedButton(event: Event): HTMLButtonElement | undefined {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  return button && button.type === 'button' ? button : undefined;
}

function scheduleIsland(wrapper: HTMLElement, onHydrated: () => void): () => void {
  let started = false;
  const pressed: HTMLButtonElement[] = [];
  const remember = (event: Event) => {
    const button = pressedButton(event);
    if (button) pressed.push(button);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) wrapper.removeEventListener(type, start, true);
    import('./hydrate-island')
      .then(({ hydrateIsland }) =>
        hydrateIsland(wrapper, {
          // From here React holds on to presses itself and replays them once hydrated.
          beforeHydrate: () => wrapper.removeEventListener('click', remember, true),
          onHydrated: () => {
            for (const button of pressed) {
              if (button.isConnected && !button.disabled) button.click();
            }
            onHydrated();
          },
        }),
      )
      .catch((error: unknown) => {
        // Its code could not be fetched (offline, or a page older than the last release): the
        // island stays the plain HTML it was, which works as it did before JavaScript.
        console.error('An island could not load', error);
        onHydrated();
      });
  };
  for (const type of INTENT_EVENTS) {
    wrapper.addEventListener(type, start, { capture: true, passive: true });
  }
  wrapper.addEventListener('click', remember, true);
  return start;
}

/**
 * Sends the page view (and makes the visitor's anonymous id) at once, as the app did when it
 * mounted: a visitor who moves on before the page is idle has still seen it. Again when back or
 * forward shows the page from the browser's page cache (no script runs anew then).
 */
function trackPageView(): void {
  trackLoadedPage();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) trackLoadedPage({ restored: true });
  });
}

/** For a page the server rendered: its islands come to life, and nothing else is hydrated. */
export function scheduleIslands(): void {
  const signedIn = maySignedIn();
  const wrappers = Array.from(
    document.querySelectorAll<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`),
  ).filter((wrapper) => signedIn || !wrapper.hasAttribute(ISLAND_SIGNED_IN_ATTRIBUTE));
  let waiting = wrappers.length;
  const hydrated = () => {
    waiting -= 1;
    if (waiting === 0) markPageReady();
  };
  const starts = wrappers.map((wrapper) => scheduleIsland(wrapper, hydrated));
  whenIdleAfterLoad(() => {
    if (starts.length === 0) markPageReady();
    for (const start of starts) start();
  });
  trackPageView();
}
