import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReservationDto } from '@shared/contracts/reservation';
import type { TimeSlotRow } from '@shared/schema/time-slots';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';

export type BlockedSlot = { id: number; date: string; timeSlot: string; reason: string | null };

export function reservationsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/reservations'],
    queryFn: ({ signal }) => api.get<ReservationDto[]>('/api/reservations', signal),
  });
}

export function blockedSlotsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/blocked-slots'],
    queryFn: ({ signal }) => api.get<BlockedSlot[]>('/api/blocked-slots', signal),
    staleTime: CACHE.availability,
    gcTime: CACHE.availability,
  });
}

export function timeSlotsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/time-slots'],
    queryFn: ({ signal }) => api.get<TimeSlotRow[]>('/api/time-slots', signal),
    staleTime: CACHE.content,
    gcTime: CACHE.content,
  });
}

export const useReservations = () => useQuery(reservationsQueryOptions());
export const useBlockedSlots = () => useQuery(blockedSlotsQueryOptions());
export const useTimeSlots = () => useQuery(timeSlotsQueryOptions());

export function useUpdateReservationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ReservationDto['status'] }) =>
      api.patch<ReservationDto>(`/api/reservations/${id}/status`, { status }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reservationsQueryOptions().queryKey }),
  });
}

export function useBlockSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { date: string; timeSlot: string }) =>
      api.post<BlockedSlot>('/api/blocked-slots', { ...input, reason: 'Blocked by staff' }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: blockedSlotsQueryOptions().queryKey }),
  });
}

export function useUnblockSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/blocked-slots/${id}`),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: blockedSlotsQueryOptions().queryKey }),
  });
}
