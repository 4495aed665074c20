import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { SSR_STATE_ELEMENT_ID } from './ssr-contract';

// Queries the server filled must outlive the moments before their components subscribe (a lazy
// page's chunk may still be loading); the app's own default drops unused queries at once.
const HYDRATED_GC_MS = 60_000;
// What the server rendered with is as fresh as the page: asking again the moment the page
// hydrates would fetch the same answers twice. After this, the app's own freshness rules apply.
const HYDRATED_STALE_MS = 30_000;

const root = document.getElementById('root')!;
const serverState = document.getElementById(SSR_STATE_ELEMENT_ID);

// Loaded by main.tsx: it runs once, when imported.
if (serverState?.textContent) {
  // The server rendered this page (SSR=on): adopt its markup and the data it rendered with.
  const queryClient = createQueryClient();
  const state = JSON.parse(serverState.textContent) as DehydratedState;
  hydrate(queryClient, state, { defaultOptions: { queries: { gcTime: HYDRATED_GC_MS } } });
  for (const { queryKey } of state.queries) {
    queryClient.setQueryDefaults(queryKey, { staleTime: HYDRATED_STALE_MS });
  }
  // As a transition, hydration yields to the browser between components instead of holding the
  // main thread for the whole page: a tap or a scroll during it is not kept waiting.
  startTransition(() => {
    hydrateRoot(root, <App queryClient={queryClient} />);
  });
} else {
  createRoot(root).render(<App />);
}
