import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { trackPageView } from '../analytics';

/** How long after a browser back/forward the view is sent, so the new page has settled. */
export const HISTORY_VIEW_DELAY_MS = 100;

/**
 * Sends a page view on the first load and whenever the path changes: at once after a link, about
 * 100 ms after the browser's back or forward buttons. A change of query or hash alone is not a
 * new page. Runs only in effects, so rendering on the server is unaffected.
 */
export function usePageViewTracking(): void {
  const [path] = useLocation();
  const lastSent = useRef<string | null>(null);
  const fromHistory = useRef(false);

  useEffect(() => {
    // wouter also reacts to popstate, but the re-render it schedules runs after this listener.
    const onPopState = () => {
      fromHistory.current = window.location.pathname !== lastSent.current;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (path === lastSent.current) return;
    const send = () => {
      // Within the site the page before is the referrer; on arrival, whatever brought the visitor.
      const referrer =
        lastSent.current === null ? document.referrer : window.location.origin + lastSent.current;
      fromHistory.current = false;
      lastSent.current = path;
      trackPageView(path, referrer);
    };
    if (!fromHistory.current) {
      send();
      return;
    }
    const timer = window.setTimeout(send, HISTORY_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [path]);
}

/** Mounted once at the root of the app. */
export function PageViewTracker(): null {
  usePageViewTracking();
  return null;
}
