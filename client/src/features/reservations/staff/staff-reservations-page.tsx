import { useMemo, useState } from 'react';
import type { ReservationDto } from '@shared/contracts/reservation';
import { formatPaise } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReservations, useUpdateReservationStatus } from '../api/staff-reservations';
import { BlockedSlotsPanel } from './blocked-slots-panel';
import { ServiceSheetPanel } from './service-sheet-panel';
import {
  filterReservations,
  paymentStatusLabel,
  reservationsCsv,
  shortPaymentId,
  type StatusFilter,
} from './reservation-filters';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
];

const STATUS_STYLE: Record<ReservationDto['status'], string> = {
  confirmed: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  completed: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

function downloadCsv(list: ReservationDto[]) {
  const blob = new Blob([reservationsCsv(list)], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'reservations.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}

function ReservationRow({ r }: { r: ReservationDto }) {
  const update = useUpdateReservationStatus();
  const setStatus = (status: ReservationDto['status']) =>
    update.mutate(
      { id: r.id, status },
      {
        onSuccess: () => toast({ title: 'Status Updated' }),
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Update Failed',
            description: 'Failed to update the reservation status.',
          }),
      },
    );
  return (
    <li className="grid gap-3 p-4 text-sm md:grid-cols-[1.4fr_1fr_1fr_auto] md:items-center">
      <div>
        <p className="font-semibold">{r.name}</p>
        <p className="text-muted-foreground">
          <a href={`tel:${r.phone}`}>{r.phone}</a> · {r.email}
        </p>
        {r.specialRequests && <p className="mt-1 text-muted-foreground">“{r.specialRequests}”</p>}
      </div>
      <div>
        <p>
          {r.date} · {r.timeSlot}
        </p>
        <p className="text-muted-foreground">
          {r.guests} guests ({r.vegCount} veg, {r.nonVegCount} non-veg)
          {r.totalAmount !== null && ` · est. ${formatPaise(r.totalAmount)}`}
        </p>
      </div>
      <div className="space-y-1">
        <span
          className={cn(
            'inline-block rounded px-2 py-0.5 text-xs font-medium capitalize',
            STATUS_STYLE[r.status],
          )}
        >
          {r.status}
          {r.status === 'cancelled' && r.cancelledBy === 'guest' ? ' by guest' : ''}
        </span>
        <p className="text-xs text-muted-foreground">
          Payment: {paymentStatusLabel(r.paymentStatus)} · {shortPaymentId(r.paymentId)}
        </p>
      </div>
      <div className="flex gap-2">
        {r.status === 'confirmed' && (
          <>
            <Button size="sm" onClick={() => setStatus('completed')} disabled={update.isPending}>
              Complete
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setStatus('cancelled')}
              disabled={update.isPending}
            >
              Cancel
            </Button>
          </>
        )}
        {r.status === 'cancelled' && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setStatus('confirmed')}
            disabled={update.isPending}
          >
            Reconfirm
          </Button>
        )}
      </div>
    </li>
  );
}

export function StaffReservationsPage() {
  useDocumentTitle('Reservations');
  const reservations = useReservations();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => filterReservations(reservations.data ?? [], filter, search),
    [reservations.data, filter, search],
  );

  return (
    <section>
      <h1 className="text-3xl font-semibold print:hidden">Reservations</h1>
      <Tabs defaultValue="reservations" className="mt-6">
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
              className="inline-flex rounded-md border border-border p-1"
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
                <ReservationRow key={r.id} r={r} />
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
