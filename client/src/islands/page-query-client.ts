import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { SSR_STATE_ELEMENT_ID } from '@/app/ssr-contract';

// Queries the server filled must outlive the moments before an island subscribes (its code may
// still be loading); the app's own default drops unused queries at once.
const HYDRATED_GC_MS = 60_000;
// What the server rendered with is as fresh as the page: asking again the moment an island
// hydrates would fetch the same answers twice. After this, the app's own freshness rules apply.
const HYDRATED_STALE_MS = 30_000;

let pageClient: QueryClient | undefined;

/** A next page loads as a whole: the page around the islands is not React's to redraw. */
function loadPage(to: string): void {
  window.location.assign(to);
}

/**
 * The one query client every island of the page shares, holding the data the server rendered
 * the page with (so islands show the same thing at once, and agree with each other after).
 */
export function pageQueryClient(): QueryClient {
  if (pageClient) return pageClient;
  const client = createQueryClient({ navigate: loadPage });
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (text) {
    const state = JSON.parse(text) as DehydratedState;
    hydrate(client, state, { defaultOptions: { queries: { gcTime: HYDRATED_GC_MS } } });
    for (const { queryKey } of state.queries) {
      client.setQueryDefaults(queryKey, { staleTime: HYDRATED_STALE_MS });
    }
  }
  pageClient = client;
  return client;
}
