import '../index.css';
import { SSR_STATE_ELEMENT_ID } from './ssr-contract';

// The entry is kept tiny on purpose. A page the server rendered is readable from its HTML and
// stylesheet alone, so the app's code (start.tsx: React, the router, the page) is fetched only
// after the browser has painted it: on a slow first visit the code would otherwise share the
// line with what the first paint waits for. A page the browser renders itself (the staff
// portal, sign-in) needs the code to show anything, and asks for it at once.
const start = () => void import('./start');

if (document.getElementById(SSR_STATE_ELEMENT_ID) && document.visibilityState === 'visible') {
  // The callback runs before the next frame is painted; the timeout, after it.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
