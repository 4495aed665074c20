import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../index.css';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { SSR_STATE_ELEMENT_ID } from './ssr-contract';

// Queries the server filled must outlive the moments before their components subscribe (a lazy
// page's chunk may still be loading); the app's own default drops unused queries at once.
const HYDRATED_GC_MS = 60_000;

const root = document.getElementById('root')!;
const serverState = document.getElementById(SSR_STATE_ELEMENT_ID);

if (serverState?.textContent) {
  // The server rendered this page (SSR=on): adopt its markup and the data it rendered with.
  const queryClient = createQueryClient();
  hydrate(queryClient, JSON.parse(serverState.textContent), {
    defaultOptions: { queries: { gcTime: HYDRATED_GC_MS } },
  });
  hydrateRoot(root, <App queryClient={queryClient} />);
} else {
  createRoot(root).render(<App />);
}
