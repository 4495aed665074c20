import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedSlotDto, ReservationDto } from '@shared/contracts/reservation';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';

export function reservationsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/reservations'],
    queryFn: ({ signal }) => api.get<ReservationDto[]>('/api/reservations', signal),
  });
}

export function blockedSlotsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/blocked-slots'],
    queryFn: ({ signal }) => api.get<BlockedSlotDto[]>('/api/blocked-slots', signal),
    staleTime: CACHE.availability,
    gcTime: CACHE.availability,
  });
}

export const useReservations = () => useQuery(reservationsQueryOptions());
export const useBlockedSlots = () => useQuery(blockedSlotsQueryOptions());

export function useUpdateReservationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      reason,
    }: {
      id: number;
      status: ReservationDto['status'];
      /** Staff's words to the guest when cancelling (sent in the cancellation e-mail). */
      reason?: string;
    }) =>
      api.patch<ReservationDto>(`/api/reservations/${id}/status`, {
        status,
        ...(reason ? { reason } : {}),
      }),
    meta: {
      errorTitle: 'Update Failed',
      errorFallback: 'Failed to update the reservation status.',
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reservationsQueryOptions().queryKey }),
  });
}

export function useBlockSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { date: string; timeSlot: string }) =>
      api.post<BlockedSlotDto>('/api/blocked-slots', { ...input, reason: 'Blocked by staff' }),
    meta: { errorTitle: 'Error', errorFallback: 'Failed to block time slot' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: blockedSlotsQueryOptions().queryKey }),
  });
}

export function useUnblockSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/blocked-slots/${id}`),
    meta: { errorTitle: 'Error', errorFallback: 'Failed to unblock time slot' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: blockedSlotsQueryOptions().queryKey }),
  });
}
