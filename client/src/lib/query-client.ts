import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from './api-client';
import { reactToAuthFailure } from './auth';

/**
 * What a mutation tells the one place that reports failures: the toast's title and the text to
 * show when the server sent no message of its own. A screen that reports its failures itself
 * (inline, or with more to decide) sets `toastOnError: false`.
 */
export type MutationErrorMeta = {
  errorTitle?: string;
  errorFallback?: string;
  toastOnError?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}

const DEFAULT_ERROR_TITLE = 'Error';
const DEFAULT_ERROR_FALLBACK = 'Something went wrong. Please try again.';

/**
 * A failed mutation's toast: the server's own words when it sent any (a full seating, a file it
 * refuses), otherwise the screen's fixed text.
 */
export function toastMutationError(error: unknown, meta: MutationErrorMeta | undefined): void {
  if (meta?.toastOnError === false) return;
  const fallback = meta?.errorFallback ?? DEFAULT_ERROR_FALLBACK;
  toast({
    variant: 'destructive',
    title: meta?.errorTitle ?? DEFAULT_ERROR_TITLE,
    description: error instanceof ApiError ? error.serverMessage(fallback) : fallback,
  });
}

/**
 * Defaults: no retry, stale at once, dropped soon after unused, refetched on window focus.
 * Every query names its own queryFn, a call through the endpoint table. Queries with a cache time of their own set it.
 * Every failed mutation is reported here, once, with the server's message. A failure that
 * concerns the sign-in (a session that ended, a password to change first) is handled here for
 * every query and mutation alike; `navigate` is the browser's unless a test gives its own.
 */
export function createQueryClient({
  navigate = browserNavigate,
}: { navigate?: (to: string) => void } = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => void reactToAuthFailure(queryClient, error, navigate),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (reactToAuthFailure(queryClient, error, navigate)) return;
        toastMutationError(error, mutation.options.meta);
      },
    }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 0,
        gcTime: 1,
        refetchOnWindowFocus: true,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

/** Cache times of the data that may be a little old. */
export const CACHE = {
  availability: 10_000,
  content: 60_000,
  settings: 60_000,
  timeSlots: 60_000,
  menu: 60_000,
} as const;
