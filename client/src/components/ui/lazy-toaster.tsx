import { lazy, Suspense, useState } from 'react';
import { TOAST_VIEWPORT_CLASS } from './toast-viewport';
import { useToasts } from './use-toast';

// Radix Toast's code (about 11 KB gzip) is fetched when the first toast is shown, not with the
// page: most visits never see one.
const Toaster = lazy(() => import('./toaster'));

/**
 * The toasts' region as Radix renders it while empty, so the page has its landmark (and the
 * server and the browser render the same markup) before Radix Toast is loaded.
 */
function EmptyToastRegion() {
  return (
    <div
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      style={{ pointerEvents: 'none' }}
    >
      <ol tabIndex={-1} className={TOAST_VIEWPORT_CLASS} />
    </div>
  );
}

/** The toasts' live region, its code loaded with the first toast. */
export function LazyToaster() {
  const hasToast = useToasts().length > 0;
  const [needed, setNeeded] = useState(false);
  // Once needed, Radix stays mounted, so a toast closing plays out and the next one is quick.
  if (hasToast && !needed) setNeeded(true);
  if (!needed) return <EmptyToastRegion />;
  return (
    <Suspense fallback={<EmptyToastRegion />}>
      <Toaster />
    </Suspense>
  );
}
