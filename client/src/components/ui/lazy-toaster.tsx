import { lazy, Suspense } from 'react';

// Radix Toast loads just after the page, keeping it out of the first download.
const Toaster = lazy(() => import('./toaster'));

/** The toasts' live region, its code loaded on its own. */
export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
