import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/dates/calendar-date';
import { restaurantToday, useRestaurantToday } from '@/lib/dates/restaurant-today';
import {
  useBlockedSlots,
  useNightReservations,
  useServiceSheet,
} from '@/lib/reservations/staff-reservations';
import { useTimeSlots } from '@/lib/reservations/time-slots';
import { NightPicker } from '@/components/reservations/night-picker';
import { SeatingSection } from './seating-section';
import { buildServiceSheet } from '@/lib/reservations/service-sheet';
import type { FloorParts } from './floor-parts';

/**
 * The floor's view of one night, tonight unless staff pick another: each seating in service
 * order with its covers, menus, seats left and block, and its parties with their actions.
 * Printed, it is the service sheet (one A4 page): the actions drop out, a compact table stays.
 */
export function TonightPanel({ PartyRow, AddBooking }: FloorParts) {
  const today = useRestaurantToday() ?? restaurantToday();
  const [night, setNight] = useState(today);
  const reservations = useNightReservations(night);
  const slots = useTimeSlots();
  const blocks = useBlockedSlots();
  const prep = useServiceSheet(night);
  const sheet = useMemo(
    () => buildServiceSheet(reservations.data ?? [], night, slots.data ?? [], blocks.data ?? []),
    [reservations.data, slots.data, blocks.data, night],
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
        <NightPicker night={night} today={today} onChange={setNight} />
        <div className="flex flex-wrap gap-2">
          <AddBooking
            mode={{ kind: 'add', date: night }}
            trigger={
              <Button type="button">
                <Plus className="h-4 w-4" aria-hidden="true" />
                Add booking
              </Button>
            }
          />
          <Button type="button" variant="outline" onClick={() => window.print()}>
            Print service sheet
          </Button>
        </div>
      </div>
      <article
        aria-label={`Service sheet for ${formatCalendarDate(night)}`}
        className="service-sheet space-y-6 print:space-y-3 print:text-[10pt]"
      >
        <header>
          <h2 className="text-2xl font-semibold">
            {night === today ? 'Tonight' : 'Service sheet'} · {formatCalendarDate(night)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {sheet.guests} guests · {sheet.veg} vegetarian · {sheet.nonVeg} non-vegetarian menus
          </p>
        </header>
        {reservations.isPending ? (
          <p className="text-sm text-muted-foreground">Loading reservations...</p>
        ) : (
          sheet.seatings.map((s) => (
            <SeatingSection
              key={s.slot}
              seating={s}
              seatings={slots.data ?? []}
              prep={prep.data?.find((p) => p.slot === s.slot)}
              floor={night <= today}
              PartyRow={PartyRow}
            />
          ))
        )}
      </article>
    </div>
  );
}
