import * as endpoints from '@shared/api/endpoints';
import type { ReservationListParams } from '@shared/contracts/reservation-list';
import { downloadUrl } from '@/lib/paging/api-page';
import { usePagedList } from '@/lib/paging/use-paged-list';
import type { StatusFilter } from '../reservation-filters';

/** Rows asked for at a time: a screenful and more, far under the server's page limit. */
export const LIST_PAGE_SIZE = 50;

const STATUS_OF: Record<StatusFilter, string | undefined> = {
  all: undefined,
  upcoming: 'confirmed',
  completed: 'completed',
  cancelled: 'cancelled',
};

export type ListFilters = { filter: StatusFilter; search: string; night: string };

/** The server's filters for the list's controls; empty ones are left out of the address. */
export function listQuery({ filter, search, night }: ListFilters): ReservationListParams {
  return {
    date: night || undefined,
    status: STATUS_OF[filter],
    q: search.trim() || undefined,
  };
}

/** The CSV of every booking the filters match, streamed by the server as a download. */
export function exportCsvHref(filters: ListFilters): string {
  return downloadUrl(endpoints.reservations.exportCsv, listQuery(filters));
}

/**
 * The list a page at a time from GET /api/reservations: search, status and night filter on the
 * server, newest night first; the total is the server's count over every page.
 */
export function useReservationPages(filters: ListFilters) {
  // Under the list's path, so a booking's change refreshes it with every other list.
  return usePagedList(endpoints.reservations.list, listQuery(filters), LIST_PAGE_SIZE);
}
