import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { pathOf } from '@shared/api/endpoint';
import * as endpoints from '@shared/api/endpoints';
import type { GuestNeedsInput } from '@shared/contracts/dietary-needs';
import type { BookingCheckoutDto } from '@shared/contracts/booking-payments';
import type { ReservationChange, ReservationDto } from '@shared/contracts/reservation';
import { api } from '@/lib/api-client';
import { AVAILABILITY_KEY } from '@/lib/reservations/availability';

export function manageBookingQueryOptions(token: string) {
  return queryOptions({
    queryKey: [pathOf(endpoints.reservations.manage, { token })],
    queryFn: ({ signal }) => api.call(endpoints.reservations.manage, { params: { token }, signal }),
  });
}

export function useManagedBooking(token: string) {
  return useQuery(manageBookingQueryOptions(token));
}

/**
 * Keeps a booking a call answered as the page's copy: the page's clock (read after mount) judges
 * from then on, so the server's `asOf` of the first answer stays as it was.
 */
export function storeManagedBooking(
  queryClient: QueryClient,
  token: string,
  booking: ReservationDto,
): void {
  queryClient.setQueryData(manageBookingQueryOptions(token).queryKey, (stored) =>
    stored ? { ...stored, ...booking } : undefined,
  );
}

/** The answer of a change that asks for a further payment: the payment dialog's order. */
export const isCheckout = (
  answer: ReservationDto | BookingCheckoutDto,
): answer is BookingCheckoutDto => 'razorpayKeyId' in answer;

/** After a change or a cancellation: the booking as stored, and the seats it gave back or took. */
function useRefreshAfterward(token: string) {
  const queryClient = useQueryClient();
  return async (answer: ReservationDto | BookingCheckoutDto) => {
    // A larger party answers the payment dialog's order; the booking is then read again.
    if (!isCheckout(answer)) storeManagedBooking(queryClient, token, answer);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: manageBookingQueryOptions(token).queryKey }),
      queryClient.invalidateQueries({ queryKey: [AVAILABILITY_KEY] }),
    ]);
  };
}

export function useCancelBooking(token: string) {
  const refresh = useRefreshAfterward(token);
  return useMutation({
    mutationFn: () => api.call(endpoints.reservations.cancelByGuest, { params: { token } }),
    meta: { errorTitle: 'Cancellation Failed', errorFallback: 'Please call the restaurant.' },
    onSuccess: refresh,
  });
}

/**
 * PATCH /api/reservations/manage/{token}: a new date, seating, party size or menu split under the
 * same rules as a booking (409 when the seating is full, blocked or started, or the booking is no
 * longer confirmed). A larger party on a booking paid online answers the payment dialog's order
 * for the difference (the same order again while it waits). The form reports failures itself,
 * inline and as a toast.
 */
export function useChangeBooking(token: string) {
  const refresh = useRefreshAfterward(token);
  return useMutation({
    mutationFn: (change: ReservationChange) =>
      api.call(endpoints.reservations.changeByGuest, { params: { token }, body: change }),
    meta: { toastOnError: false },
    onSuccess: refresh,
  });
}

/**
 * What the manage page's payment parts need of it: where a booking paid in the dialog goes
 * (this page's copy), and a larger party asked for again, which answers the same order while
 * it waits (undefined when nothing is due any more).
 */
export function useManagedPayment(token: string) {
  const queryClient = useQueryClient();
  const reopen = useChangeBooking(token);
  return {
    store: (paid: ReservationDto) => storeManagedBooking(queryClient, token, paid),
    askAgain: (b: ReservationDto) => ({
      run: () =>
        reopen
          .mutateAsync({
            date: b.date,
            timeSlot: b.timeSlot,
            guests: b.guests,
            vegCount: b.vegCount,
            nonVegCount: b.nonVegCount,
          })
          .then((answer) => (isCheckout(answer) ? answer : undefined)),
      pending: reopen.isPending,
    }),
  };
}

/**
 * PUT /api/reservations/manage/{token}/needs: the party's dietary needs and occasion, replaced,
 * until 24 hours before the seating (409 dietary_needs_locked after, saying to call).
 */
export function useChangeNeeds(token: string) {
  const refresh = useRefreshAfterward(token);
  return useMutation({
    mutationFn: (needs: GuestNeedsInput) =>
      api.call(endpoints.reservations.changeNeedsByGuest, { params: { token }, body: needs }),
    meta: { toastOnError: false },
    onSuccess: refresh,
  });
}

/**
 * POST /api/reservations/manage/{token}/attendance: the guest's 'I'm coming' (the reminder's
 * link opens the page with it). Recorded once; the page reports a refusal itself.
 */
export function useConfirmComing(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.reservations.confirmAttendance, { params: { token } }),
    meta: { toastOnError: false },
    onSuccess: (booking) => storeManagedBooking(queryClient, token, booking),
  });
}
