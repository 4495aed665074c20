import '../index.css';
import { scheduleIslands } from '@/islands/schedule-islands';
import { SSR_STATE_ELEMENT_ID } from './ssr-contract';

// The entry is kept tiny on purpose. A page the server rendered is plain HTML with islands in
// it (a form, a toggle): only those load code, each when it wakes, on its first use or in view
// (schedule-islands.ts), and the rest is never hydrated. A page the browser renders itself (the
// staff portal, sign-in) needs the whole app to show anything, and asks for it at once.
if (document.getElementById(SSR_STATE_ELEMENT_ID)) {
  scheduleIslands();
} else {
  void import('./start');
}
