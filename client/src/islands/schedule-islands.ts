import { trackLoadedPage } from '@/lib/analytics';
import { markPageReady } from '@/lib/page-ready';
import { maySignedIn } from '@/lib/signed-in-hint';
import { storage } from '@/lib/storage';
import {
  type IslandWake,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_SIGNED_IN_ATTRIBUTE,
  ISLAND_WAKE_ATTRIBUTE,
  ISLAND_WAKE_IF_STORED_ATTRIBUTE,
  ISLANDS_HYDRATED_ATTRIBUTE,
} from './island-contract';

// Loaded with the page (keep it small: no React here; vite.config.ts keeps it in the boot chunk).
// An island sleeps, as the plain HTML the server rendered, until it wakes: on the first
// interaction with it, or when it comes into view, or with the first other island, as its
// wrapper says (IslandWake). Never merely because the page is idle: a visit that only reads
// downloads no React at all. The page is ready (<html data-page-ready>) at once, as plain HTML
// answers input; <html data-islands-hydrated> is set whenever every island woken so far has
// hydrated.

/** What the visitor may do to an island that means they are about to use it. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * A button pressed before its island arrived (a theme choice, 'Add' in the cart) is pressed
 * again once the island has hydrated: the markup is the same nodes, now with React's handlers.
 * Links and submit buttons are left to the browser: they work without the island.
 */
function pressedButton(event: Event): HTMLButtonElement | undefined {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  return button && button.type === 'button' ? button : undefined;
}

/** Counts the islands woken and not yet hydrated, and marks <html> when none is left. */
function hydrationTracker() {
  let loading = 0;
  const mark = () => {
    if (loading === 0) document.documentElement.setAttribute(ISLANDS_HYDRATED_ATTRIBUTE, '');
    else document.documentElement.removeAttribute(ISLANDS_HYDRATED_ATTRIBUTE);
  };
  mark();
  return {
    woke: () => {
      loading += 1;
      mark();
    },
    hydrated: () => {
      loading -= 1;
      mark();
    },
  };
}

type Tracker = ReturnType<typeof hydrationTracker>;

/** Listens for the first sign of use; returns the island's `wake`, which runs at most once. */
function sleepingIsland(wrapper: HTMLElement, tracker: Tracker, onWake: () => void): () => void {
  let awake = false;
  const pressed: HTMLButtonElement[] = [];
  const remember = (event: Event) => {
    const button = pressedButton(event);
    if (button) pressed.push(button);
  };
  const wake = () => {
    if (awake) return;
    awake = true;
    for (const type of INTENT_EVENTS) wrapper.removeEventListener(type, wake, true);
    tracker.woke();
    onWake();
    import('./hydrate-island')
      .then(({ hydrateIsland }) =>
        hydrateIsland(wrapper, {
          // From here React holds on to presses itself and replays them once hydrated.
          beforeHydrate: () => wrapper.removeEventListener('click', remember, true),
          onHydrated: () => {
            for (const button of pressed) {
              if (button.isConnected && !button.disabled) button.click();
            }
            tracker.hydrated();
          },
        }),
      )
      .catch((error: unknown) => {
        // Its code could not be fetched (offline, or a page older than the last release): the
        // island stays the plain HTML it was, which works as it did before JavaScript.
        console.error('An island could not load', error);
        tracker.hydrated();
      });
  };
  for (const type of INTENT_EVENTS) {
    wrapper.addEventListener(type, wake, { capture: true, passive: true });
  }
  wrapper.addEventListener('click', remember, true);
  return wake;
}

/**
 * Wakes the island when any of its markup comes into view. The wrapper itself has no box
 * (`display: contents`), so its children are watched. False when nothing can be watched (the
 * island is to wake at once).
 */
function wakeInView(wrapper: HTMLElement, wake: () => void): boolean {
  const boxes = Array.from(wrapper.children);
  if (boxes.length === 0 || typeof IntersectionObserver !== 'function') return false;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    wake();
  });
  for (const box of boxes) observer.observe(box);
  return true;
}

function wakeOf(wrapper: HTMLElement): IslandWake {
  const said = wrapper.getAttribute(ISLAND_WAKE_ATTRIBUTE);
  return said === 'view' || said === 'with-first' ? said : 'use';
}

/**
 * Sends the page view (and makes the visitor's anonymous id) at once: a visitor who only reads
 * has still seen the page. Again when back or forward shows the page from the browser's page
 * cache (no script runs anew then).
 */
function trackPageView(): void {
  trackLoadedPage();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) trackLoadedPage({ restored: true });
  });
}

/** For a page the server rendered: its islands wake as they are used, nothing else hydrates. */
export function scheduleIslands(): void {
  const signedIn = maySignedIn();
  const wrappers = Array.from(
    document.querySelectorAll<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`),
  ).filter((wrapper) => signedIn || !wrapper.hasAttribute(ISLAND_SIGNED_IN_ATTRIBUTE));
  const tracker = hydrationTracker();
  const companions: (() => void)[] = [];
  const atOnce: (() => void)[] = [];
  const wakeCompanions = () => {
    for (const wake of companions.splice(0)) wake();
  };
  for (const wrapper of wrappers) {
    const when = wakeOf(wrapper);
    const wake = sleepingIsland(
      wrapper,
      tracker,
      when === 'with-first' ? () => {} : wakeCompanions,
    );
    const stored = wrapper.getAttribute(ISLAND_WAKE_IF_STORED_ATTRIBUTE);
    if (when === 'with-first') companions.push(wake);
    else if (stored && storage.get(stored) !== null) atOnce.push(wake);
    else if (when === 'view' && !wakeInView(wrapper, wake)) atOnce.push(wake);
  }
  // Once every island listens, so a companion registered after the first is woken with it.
  for (const wake of atOnce) wake();
  markPageReady();
  trackPageView();
}
