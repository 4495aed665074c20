import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { StaffReservationInput } from '@shared/contracts/reservation';
import { api } from '@/lib/api-client';
import { invalidateBookings } from '@/lib/reservations/staff-reservations';

/**
 * POST /api/reservations/staff: a booking taken on the phone or a party at the door. The answer
 * carries the guest's private manage link, shown once so staff can read it out.
 */
export function useCreateStaffReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffReservationInput) =>
      api.call(endpoints.reservations.createByStaff, { body: input }),
    // The dialog shows a refusal (a full seating, a wrong field) beside the input it kept.
    meta: { toastOnError: false },
    onSuccess: () => invalidateBookings(queryClient),
  });
}
