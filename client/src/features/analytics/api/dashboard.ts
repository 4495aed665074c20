import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';

type Range = { startDate: string; endDate: string };

/** GET /api/analytics/dashboard for restaurant-zone days, both ends included. */
export function dashboardQueryOptions(range: Range | undefined) {
  return queryOptions({
    queryKey: [endpoints.analytics.dashboard.path, range?.startDate, range?.endDate],
    queryFn: ({ signal }) => api.call(endpoints.analytics.dashboard, { query: range, signal }),
    enabled: range !== undefined,
  });
}

/** The analytics of a range; the previous range stays on screen while another one loads. */
export const useDashboard = (range: Range | undefined) =>
  useQuery({ ...dashboardQueryOptions(range), placeholderData: keepPreviousData });

/** GET /api/analytics/overview: the four cards and tonight's seatings. */
export function overviewQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.analytics.overview.path],
    queryFn: ({ signal }) => api.call(endpoints.analytics.overview, { signal }),
    // Tonight's covers change as bookings arrive; a minute old is fresh enough for a glance.
    refetchInterval: 60_000,
  });
}

export const useOverview = () => useQuery(overviewQueryOptions());
