import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReservationDto, ReservationInput } from '@shared/contracts/reservation';
import { api } from '@/lib/api-client';
import { availabilityQueryOptions } from './availability';

export type BookingResult = ReservationDto & { manageUrl?: string };

/** One Idempotency-Key per submitted form, so a retried request books once. */
export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: ReservationInput; key: string }) =>
      api.post<BookingResult>(
        '/api/reservations',
        { ...input, status: 'confirmed' },
        { 'Idempotency-Key': key },
      ),
    onSettled: (_data, _err, { input }) =>
      queryClient.invalidateQueries({ queryKey: availabilityQueryOptions(input.date).queryKey }),
  });
}
