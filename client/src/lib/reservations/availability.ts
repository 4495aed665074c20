import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';
import { AVAILABILITY_KEY, availabilityQueryOptions } from './night-availability';

export { AVAILABILITY_KEY, availabilityQueryOptions };

/** Seats per seating for the chosen date; idle until a date is picked. */
export function useAvailability(date: string | undefined) {
  return useQuery({ ...availabilityQueryOptions(date ?? ''), enabled: Boolean(date) });
}

export type NearestNightsRequest = { date: string; timeSlot?: string | undefined; guests: number };

/**
 * GET /api/availability/nearest: up to three nights closest to `date` (never past ones, never a
 * closed weekday or one beyond the booking window) where `timeSlot`, or any seating when none
 * is named, still seats the party; each night once, in date order. Kept under the availability
 * key, so a booking or a change that refreshes availability refreshes these too.
 */
export function nearestNightsQueryOptions({ date, timeSlot, guests }: NearestNightsRequest) {
  return queryOptions({
    queryKey: [AVAILABILITY_KEY, 'nearest', date, timeSlot ?? '', guests],
    queryFn: ({ signal }) =>
      api.call(endpoints.reservations.nearestNights, {
        query: { date, guests, ...(timeSlot ? { timeSlot } : {}) },
        signal,
      }),
    staleTime: CACHE.availability,
    gcTime: CACHE.availability,
  });
}

/**
 * Nearest free nights, asked once: for the one seating chosen, or for any seating when none
 * can seat the party (one list, so a night never shows up once per seating).
 */
export function useNearestNights(request: NearestNightsRequest) {
  return useQuery(nearestNightsQueryOptions(request));
}

/**
 * GET /api/availability/month: every night of a month (yyyy-MM) as the booking calendar marks
 * it. Under the availability key too, so a booking refreshes the marks with the seats.
 */
export function monthAvailabilityQueryOptions(month: string) {
  return queryOptions({
    queryKey: [AVAILABILITY_KEY, 'month', month],
    queryFn: ({ signal }) =>
      api.call(endpoints.reservations.monthAvailability, { query: { month }, signal }),
    staleTime: CACHE.availability,
    gcTime: CACHE.availability,
  });
}

/** The nights of the month the calendar shows; idle until the page knows which month. */
export function useMonthAvailability(month: string | undefined) {
  return useQuery({ ...monthAvailabilityQueryOptions(month ?? ''), enabled: Boolean(month) });
}
