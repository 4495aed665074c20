import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import type { ReservationDto } from '@shared/contracts/reservation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { restaurantToday } from '@/lib/dates/restaurant-today';
import { useReservations } from '@/lib/reservations/staff-reservations';
import { useTimeSlots } from '@/lib/reservations/time-slots';
import { filterReservations, reservationsCsv, type StatusFilter } from './reservation-filters';
import { ReservationRow } from './reservation-row';
import { StaffBookingDialog } from '../staff-form/staff-booking-dialog';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];

function downloadCsv(list: ReservationDto[]) {
  const blob = new Blob([reservationsCsv(list)], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'reservations.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The spec's Reservations tab: every booking, filtered by status, date and a search. */
export function ReservationsListPanel() {
  const reservations = useReservations();
  const seatings = useTimeSlots();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [night, setNight] = useState('');
  const shown = useMemo(
    () => filterReservations(reservations.data ?? [], filter, search, seatings.data ?? [], night),
    [reservations.data, filter, search, seatings.data, night],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <div
          role="group"
          aria-label="Filter by status"
          className="inline-flex flex-wrap rounded-md border border-border p-1"
        >
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
              className={cn(
                'rounded px-3 py-1 text-sm',
                filter === f.value && 'bg-muted font-semibold',
              )}
            >
              {f.label}
            </button>
          ))}
        </div>
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
        <Button
          variant="outline"
          size="sm"
          onClick={() => downloadCsv(shown)}
          disabled={shown.length === 0}
        >
          Export CSV
        </Button>
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
      {reservations.isPending ? (
        <p className="text-sm text-muted-foreground">Loading reservations...</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No reservations found.</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
          {shown.map((r) => (
            <ReservationRow key={r.id} r={r} seatings={seatings.data ?? []} />
          ))}
        </ul>
      )}
    </div>
  );
}
