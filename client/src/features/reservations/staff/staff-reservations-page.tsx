import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { ReservationDto } from '@shared/contracts/reservation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReservations } from '../api/staff-reservations';
import { useTimeSlots } from '../api/time-slots';
import { BlockedSlotsPanel } from './blocked-slots-panel';
import { ReservationRow } from './reservation-row';
import { ServiceSheetPanel } from './service-sheet-panel';
import { filterReservations, reservationsCsv, type StatusFilter } from './reservation-filters';

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

export function StaffReservationsPage() {
  useDocumentTitle('Reservations');
  const reservations = useReservations();
  const seatings = useTimeSlots();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [night, setNight] = useState('');
  // The dashboard's Tonight panel links straight to the service sheet with ?view=sheet.
  const openingTab =
    new URLSearchParams(useSearch()).get('view') === 'sheet' ? 'sheet' : 'reservations';
  const shown = useMemo(
    () => filterReservations(reservations.data ?? [], filter, search, seatings.data ?? [], night),
    [reservations.data, filter, search, seatings.data, night],
  );

  return (
    <section>
      <h1 className="text-3xl font-semibold print:hidden">Reservations</h1>
      <Tabs defaultValue={openingTab} className="mt-6">
        <TabsList aria-label="Reservations views" className="print:hidden">
          {[
            ['reservations', 'Reservations'],
            ['blocked', 'Blocked Slots'],
            ['sheet', 'Service Sheet'],
          ].map(([value, label]) => (
            <TabsTrigger key={value} value={value!}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="reservations" className="mt-6 space-y-4">
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
        </TabsContent>
        <TabsContent value="blocked" className="mt-6">
          <BlockedSlotsPanel />
        </TabsContent>
        <TabsContent value="sheet" className="mt-6">
          <ServiceSheetPanel />
        </TabsContent>
      </Tabs>
    </section>
  );
}
