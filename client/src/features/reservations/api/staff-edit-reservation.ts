import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { StaffReservationEdit } from '@shared/contracts/reservation';
import { api } from '@/lib/api-client';
import { invalidateBookings } from '@/lib/reservations/staff-reservations';

/** PATCH /api/reservations/{id}: staff correct a confirmed booking (409 when the seating is full). */
export function useEditStaffReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: StaffReservationEdit }) =>
      api.call(endpoints.reservations.editByStaff, { params: { id }, body: input }),
    // The dialog shows a refusal beside the input it kept.
    meta: { toastOnError: false },
    onSuccess: () => invalidateBookings(queryClient),
  });
}
