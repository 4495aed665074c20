import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { ManagedBookingDto } from '@shared/contracts/managed-booking';
import { api } from '@/lib/api-client';
import { manageBookingQueryOptions } from './manage-booking';

/** PUT /api/reservations/manage/{token}/messaging: the guest's yes or no, kept on the page. */
export function useSetMessagingConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messagingConsent: boolean) =>
      api.call(endpoints.messaging.setConsent, { params: { token }, body: { messagingConsent } }),
    meta: { errorTitle: 'Could not save your choice' },
    onSuccess: ({ messagingConsent }) =>
      queryClient.setQueryData(
        manageBookingQueryOptions(token).queryKey,
        (stored: ManagedBookingDto | undefined) =>
          stored ? { ...stored, messagingConsent } : undefined,
      ),
  });
}
