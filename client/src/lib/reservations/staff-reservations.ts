import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { PAGE_LIMIT_MAX } from '@shared/contracts/paging';
import type { ReservationDto } from '@shared/contracts/reservation';
import type { AttendanceMark } from '@shared/domain/attendance';
import { api } from '@/lib/api-client';
import { fetchAllPages } from '@/lib/paging/fetch-page';
import { CACHE } from '@/lib/query-client';

/**
 * One night's bookings (GET /api/reservations?date=…, every page of it: a few dozen rows), for
 * the floor, the service sheet and the staff form's seats. Never the whole history.
 */
export function nightReservationsQueryOptions(date: string) {
  return queryOptions({
    queryKey: [endpoints.reservations.list.path, { date }],
    queryFn: ({ signal }) =>
      fetchAllPages(endpoints.reservations.list, { date, limit: PAGE_LIMIT_MAX }, signal),
    enabled: date !== '',
  });
}

export function blockedSlotsQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.reservations.blockedSlots.path],
    queryFn: ({ signal }) => api.call(endpoints.reservations.blockedSlots, { signal }),
    staleTime: CACHE.availability,
    gcTime: CACHE.availability,
  });
}

/** The kitchen's prep for a night (GET /api/service-sheet), per seating. */
export function serviceSheetQueryOptions(date: string) {
  return queryOptions({
    queryKey: [endpoints.reservations.serviceSheet.path, date],
    queryFn: ({ signal }) =>
      api.call(endpoints.reservations.serviceSheet, { query: { date }, signal }),
  });
}

export const useNightReservations = (date: string) => useQuery(nightReservationsQueryOptions(date));
export const useServiceSheet = (date: string) => useQuery(serviceSheetQueryOptions(date));
export const useBlockedSlots = () => useQuery(blockedSlotsQueryOptions());

/**
 * Everything a booking's change may make stale: the staff list (and the Tonight view and service
 * sheet built from it), the kitchen's prep, the seats left on the booking page (every availability
 * query: a night's seats and the nearest free nights share one key), blocks, the dashboard's Tonight
 * panel, and the guest book (a booking counts toward its guest's visits and no-shows).
 */
const BOOKING_KEYS: readonly unknown[] = [
  endpoints.reservations.list.path,
  endpoints.reservations.serviceSheet.path,
  endpoints.guests.search.path,
  endpoints.reservations.blockedSlots.path,
  endpoints.reservations.availability.path,
  endpoints.analytics.overview.path,
];

export function invalidateBookings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      BOOKING_KEYS.includes(queryKey[0]) ||
      // A guest's record in the guest book counts their bookings.
      (typeof queryKey[0] === 'string' &&
        queryKey[0].startsWith(`${endpoints.guests.search.path}/`)),
  });
}

export type StatusChange = {
  id: number;
  status: ReservationDto['status'];
  /** Staff's words to the guest when cancelling (sent in the cancellation e-mail). */
  reason?: string | undefined;
  /** The toast's Undo of a completion just made (the server allows it for a short while). */
  undo?: boolean | undefined;
};

/**
 * PATCH /api/reservations/{id}/status. `onUpdated` runs before the lists refresh and even when
 * the row that asked is gone by then (a cancelled party leaves the Tonight view), so the
 * 'Status Updated' toast and its Undo never go missing.
 */
export function useUpdateReservationStatus({
  onUpdated,
}: { onUpdated?: (booking: ReservationDto, change: StatusChange) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason, undo }: StatusChange) =>
      api.call(endpoints.reservations.updateStatus, {
        params: { id },
        body: { status, ...(reason ? { reason } : {}), ...(undo ? { undo } : {}) },
      }),
    meta: {
      errorTitle: 'Update Failed',
      errorFallback: 'Failed to update the reservation status.',
    },
    onSuccess: (booking, change) => {
      onUpdated?.(booking, change);
      return invalidateBookings(queryClient);
    },
  });
}

/** What a block would close on: the confirmed bookings staff are asked about first. */
export function fetchBlockPreview(query: {
  date: string;
  timeSlot?: string | undefined;
  wholeNight?: 'true' | undefined;
  toDate?: string | undefined;
}) {
  return api.call(endpoints.reservations.blockPreview, { query });
}

export type BlockRequest = {
  date: string;
  timeSlot?: string | undefined;
  wholeNight?: boolean | undefined;
  toDate?: string | undefined;
  reason?: string | undefined;
  bookings?: 'keep' | 'cancel' | undefined;
  message?: string | undefined;
};

export function useBlockSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    // Without a reason of their own, the block records the spec's 'Blocked by staff'.
    mutationFn: ({ reason, ...input }: BlockRequest) =>
      api.call(endpoints.reservations.blockSlot, {
        body: { ...input, reason: reason || 'Blocked by staff' },
      }),
    meta: { errorTitle: 'Error', errorFallback: 'Failed to block time slot' },
    onSuccess: () => invalidateBookings(queryClient),
  });
}

export function useUnblockSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.reservations.unblockSlot, { params: { id } }),
    meta: { errorTitle: 'Error', errorFallback: 'Failed to unblock time slot' },
    onSuccess: () => invalidateBookings(queryClient),
  });
}

export type AttendanceChange = { id: number; attendance: AttendanceMark | null };

/**
 * PUT /api/reservations/{id}/attendance: the floor's one tap (arrived, no-show) or its undo
 * (null). `onMarked` runs for the toast and its Undo, even when the row has moved on.
 */
export function useMarkAttendance({
  onMarked,
}: { onMarked?: (booking: ReservationDto, change: AttendanceChange) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, attendance }: AttendanceChange) =>
      api.call(endpoints.reservations.markAttendance, { params: { id }, body: { attendance } }),
    meta: { errorTitle: 'Not recorded', errorFallback: 'The arrival could not be recorded.' },
    onSuccess: (booking, change) => {
      onMarked?.(booking, change);
      return invalidateBookings(queryClient);
    },
  });
}
