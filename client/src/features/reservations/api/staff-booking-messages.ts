import { queryOptions, useQuery } from '@tanstack/react-query';
import { pathOf } from '@shared/api/endpoint';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';

/** GET /api/reservations/{id}/messages (staff): the guest's choice and each message's state. */
export function bookingMessagesQueryOptions(id: number) {
  return queryOptions({
    queryKey: [pathOf(endpoints.messaging.bookingMessages, { id })],
    queryFn: ({ signal }) =>
      api.call(endpoints.messaging.bookingMessages, { params: { id }, signal }),
  });
}

/** Read only once staff open the list (`enabled`), not for every row of the book. */
export const useBookingMessages = (id: number, enabled: boolean) =>
  useQuery({ ...bookingMessagesQueryOptions(id), enabled });
