import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FilterButtons } from '@/components/paging/filter-buttons';
import { Input } from '@/components/ui/input';
import { LoadMore, PageCount } from '@/components/paging/paged-list';
import { restaurantToday } from '@/lib/dates/restaurant-today';
import { useSettled } from '@/lib/paging/use-settled';
import { useTimeSlots } from '@/lib/reservations/time-slots';
import { filterReservations, type StatusFilter } from './reservation-filters';
import { exportCsvHref, useReservationPages } from './list/use-reservation-pages';
import { ReservationRow } from './reservation-row';
import { StaffBookingDialog } from '../staff-form/staff-booking-dialog';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];

/**
 * The spec's Reservations tab: every booking, filtered by status, date and a search, read from
 * the server a page at a time (the filters run there; the count is the server's).
 */
export function ReservationsListPanel() {
  const seatings = useTimeSlots();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [night, setNight] = useState('');
  const filters = { filter, search: useSettled(search), night };
  const pages = useReservationPages(filters);
  const total = pages.data?.pages[0]?.total ?? 0;
  // The loaded rows in the list's order (a night's seatings in service order).
  const shown = useMemo(
    () =>
      filterReservations(
        pages.data?.pages.flatMap((p) => p.rows) ?? [],
        'all',
        '',
        seatings.data ?? [],
      ),
    [pages.data, seatings.data],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <FilterButtons
          label="Filter by status"
          options={FILTERS}
          value={filter}
          onChange={setFilter}
        />
        <Input
          type="search"
          aria-label="Search reservations"
          placeholder="Search by name or phone"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="max-w-xs"
        />
        <div className="flex items-center gap-2">
          <Input
            type="date"
            aria-label="Filter by date"
            value={night}
            onChange={(e) => setNight(e.target.value)}
            fullWidth={false}
            className="w-44"
          />
          {night && (
            <Button variant="ghost" size="sm" onClick={() => setNight('')}>
              All dates
            </Button>
          )}
        </div>
        {total > 0 ? (
          <Button variant="outline" size="sm" asChild>
            {/* Streamed by the server with every matching booking, not only the pages shown. */}
            <a href={exportCsvHref(filters)} download="reservations.csv">
              Export CSV
            </a>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            Export CSV
          </Button>
        )}
        <StaffBookingDialog
          mode={{ kind: 'add', date: night || restaurantToday() }}
          trigger={
            <Button size="sm" className="sm:ml-auto">
              <Plus className="h-4 w-4" aria-hidden="true" />
              Add booking
            </Button>
          }
        />
      </div>
      {pages.isPending ? (
        <p className="text-sm text-muted-foreground">Loading reservations...</p>
      ) : pages.isError ? (
        <p className="text-sm text-destructive">The reservations could not be loaded.</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No reservations found.</p>
      ) : (
        <>
          <PageCount shown={shown.length} total={total} noun={['reservation', 'reservations']} />
          <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
            {shown.map((r) => (
              <ReservationRow key={r.id} r={r} seatings={seatings.data ?? []} />
            ))}
          </ul>
          <LoadMore list={pages} />
        </>
      )}
    </div>
  );
}
