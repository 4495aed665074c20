import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardDto, OverviewDto } from '@shared/contracts/analytics';
import { api } from '@/lib/api-client';

type Range = { startDate: string; endDate: string };

/** GET /api/analytics/dashboard for restaurant-zone days, both ends included. */
export function dashboardQueryOptions(range: Range | undefined) {
  const search = range ? `?${new URLSearchParams(range).toString()}` : '';
  return queryOptions({
    queryKey: ['/api/analytics/dashboard', range?.startDate, range?.endDate],
    queryFn: ({ signal }) => api.get<DashboardDto>(`/api/analytics/dashboard${search}`, signal),
    enabled: range !== undefined,
  });
}

/** The analytics of a range; the previous range stays on screen while another one loads. */
export const useDashboard = (range: Range | undefined) =>
  useQuery({ ...dashboardQueryOptions(range), placeholderData: keepPreviousData });

/** GET /api/analytics/overview: the four cards and tonight's seatings. */
export function overviewQueryOptions() {
  return queryOptions({
    queryKey: ['/api/analytics/overview'],
    queryFn: ({ signal }) => api.get<OverviewDto>('/api/analytics/overview', signal),
    // Tonight's covers change as bookings arrive; a minute old is fresh enough for a glance.
    refetchInterval: 60_000,
  });
}

export const useOverview = () => useQuery(overviewQueryOptions());
