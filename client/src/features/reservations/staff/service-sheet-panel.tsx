import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { restaurantToday } from '@/lib/restaurant-today';
import { useBlockedSlots, useReservations } from '../api/staff-reservations';
import { useTimeSlots } from '../api/time-slots';
import { buildServiceSheet } from './service-sheet';

/** A printable sheet for one night: who comes when, how many of each menu, and their requests. */
export function ServiceSheetPanel() {
  const [date, setDate] = useState(() => restaurantToday());
  const reservations = useReservations();
  const slots = useTimeSlots();
  const blocks = useBlockedSlots();
  const sheet = useMemo(
    () => buildServiceSheet(reservations.data ?? [], date, slots.data ?? [], blocks.data ?? []),
    [reservations.data, slots.data, blocks.data, date],
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4 print:hidden">
        <Field id="sheet-date" label="Night">
          <Input
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className="w-48"
          />
        </Field>
        <Button type="button" onClick={() => window.print()}>
          Print service sheet
        </Button>
      </div>
      <article
        aria-label={`Service sheet for ${date}`}
        className="service-sheet space-y-6 print:space-y-3 print:text-[10pt]"
      >
        <header>
          <h2 className="text-2xl font-semibold">Service sheet · {date}</h2>
          <p className="text-sm text-muted-foreground">
            {sheet.guests} guests · {sheet.veg} vegetarian · {sheet.nonVeg} non-vegetarian menus
          </p>
        </header>
        {sheet.seatings.map((s) => (
          <section key={s.slot} aria-label={s.slot} className="break-inside-avoid">
            <h3 className="text-lg font-semibold">
              {s.slot} — {s.guests} guests ({s.veg} veg, {s.nonVeg} non-veg)
            </h3>
            {(s.capacity !== undefined || s.blocked) && (
              <p className="text-sm text-muted-foreground">
                {s.capacity !== undefined &&
                  `${s.guests} of ${s.capacity} seats taken · ${s.seatsLeft} left`}
                {s.blocked && (
                  <strong className="ml-2 font-semibold text-foreground">
                    Blocked — no online bookings
                  </strong>
                )}
              </p>
            )}
            {s.parties.length === 0 ? (
              <p className="text-sm text-muted-foreground">No bookings.</p>
            ) : (
              <table className="mt-2 w-full border-collapse text-sm print:text-[9pt]">
                <thead>
                  <tr className="border-b border-border text-left">
                    <th className="py-1 pr-3">Guest</th>
                    <th className="py-1 pr-3">Party</th>
                    <th className="py-1 pr-3">Veg / Non-veg</th>
                    <th className="py-1 pr-3">Phone</th>
                    <th className="py-1">Special requests</th>
                  </tr>
                </thead>
                <tbody>
                  {s.parties.map((p) => (
                    <tr key={p.id} className="border-b border-border align-top">
                      <td className="py-1 pr-3">
                        {p.name}
                        {p.status === 'completed' && (
                          <span className="ml-2 text-xs font-medium uppercase text-muted-foreground">
                            Completed
                          </span>
                        )}
                      </td>
                      <td className="py-1 pr-3">{p.guests}</td>
                      <td className="py-1 pr-3">
                        {p.vegCount} / {p.nonVegCount}
                      </td>
                      <td className="py-1 pr-3">{p.phone}</td>
                      <td className="py-1">{p.specialRequests ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        ))}
      </article>
    </div>
  );
}
