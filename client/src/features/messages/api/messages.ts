import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { MessageState } from '@shared/domain/messages';
import { api } from '@/lib/api-client';

/**
 * GET /api/messages (staff), newest first, a page at a time: each further page asks for the
 * messages before the last one shown, so messages queued meanwhile never shift what
 * 'Load more' brings.
 */
export function messagesQueryOptions(state: MessageState | undefined) {
  return infiniteQueryOptions({
    queryKey: [endpoints.messages.list.path, state ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      api.call(endpoints.messages.list, {
        query: { ...(state ? { state } : {}), ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export const useMessages = (state: MessageState | undefined) =>
  useInfiniteQuery(messagesQueryOptions(state));

/** GET /api/messages/alerts: what the dashboard warns about. */
export function messageAlertsQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.messages.alerts.path],
    queryFn: ({ signal }) => api.call(endpoints.messages.alerts, { signal }),
  });
}

export const useMessageAlerts = () => useQuery(messageAlertsQueryOptions());

/** POST /api/messages/{id}/resend; the list and the alerts are read again either way. */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.messages.resend, { params: { id } }),
    meta: { errorTitle: 'Not sent again', errorFallback: 'Failed to send the message again.' },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [endpoints.messages.list.path] }),
        queryClient.invalidateQueries({ queryKey: messageAlertsQueryOptions().queryKey }),
      ]),
  });
}
