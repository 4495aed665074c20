import { useState } from 'react';
import type { StaffWaitlistEntryDto } from '@shared/contracts/waitlist';
import { staffDateTime } from '@shared/date-display';
import { WAITLIST_STATUS_LABELS } from '@shared/domain/waitlist';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/dates/calendar-date';
import {
  restaurantToday,
  useRestaurantTimeZone,
  useRestaurantToday,
} from '@/lib/dates/restaurant-today';
import { useOfferSeats, useRemoveFromWaitlist, useStaffWaitlist } from './api/staff-waitlist';
import { useTimeSlots } from '@/lib/reservations/time-slots';
import { inServiceOrder } from '@/lib/reservations/seatings';
import { NightPicker } from '@/components/reservations/night-picker';

const party = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

function WaitlistEntry({ e, timeZone }: { e: StaffWaitlistEntryDto; timeZone: string }) {
  const offer = useOfferSeats();
  const remove = useRemoveFromWaitlist();
  const busy = offer.isPending || remove.isPending;
  const open = e.status === 'waiting' || e.status === 'offered';
  return (
    <li className="grid gap-3 p-4 text-sm md:grid-cols-[3rem_1.4fr_1fr_auto] md:items-center">
      <p className="font-mono text-muted-foreground">
        {e.position !== null ? (
          <>
            <span className="sr-only">Place </span>#{e.position}
          </>
        ) : (
          '—'
        )}
      </p>
      <div className="min-w-0">
        <p className="font-semibold">
          {e.name} · {party(e.guests)}
        </p>
        <p className="break-words text-muted-foreground">
          <a href={`tel:${e.phone}`}>{e.phone}</a> · {e.email}
        </p>
      </div>
      <div className="space-y-1">
        <Badge variant={e.status === 'offered' ? 'warning' : 'neutral'}>
          {WAITLIST_STATUS_LABELS[e.status]}
        </Badge>
        {e.status === 'offered' && e.holdExpiresAt && (
          <p className="text-xs text-muted-foreground">
            Held until {staffDateTime(e.holdExpiresAt, timeZone)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {(e.status === 'waiting' || e.status === 'expired') && (
          <Button size="sm" disabled={busy} onClick={() => offer.mutate(e.id)}>
            Offer seats<span className="sr-only"> to {e.name}</span>
          </Button>
        )}
        {open && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => remove.mutate(e.id)}>
            Remove<span className="sr-only"> {e.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Each night's waitlist, by seating in service order: the parties in joining order with their
 * place, party and contact, what became of each, and when seats held for one run out. Staff may
 * offer seats by hand (to a party that fits the seats free) or take a party off.
 */
export function WaitlistPanel() {
  const today = useRestaurantToday() ?? restaurantToday();
  const [night, setNight] = useState(today);
  const timeZone = useRestaurantTimeZone();
  const entries = useStaffWaitlist(night);
  const seatings = inServiceOrder(useTimeSlots().data ?? []);
  const names = [
    ...seatings.map((s) => s.slot),
    ...new Set((entries.data ?? []).map((e) => e.timeSlot)),
  ].filter((slot, i, all) => all.indexOf(slot) === i);

  return (
    <div className="space-y-6">
      <NightPicker night={night} today={today} onChange={setNight} />
      <h2 className="text-2xl font-semibold">Waitlist · {formatCalendarDate(night)}</h2>
      {entries.isPending ? (
        <p className="text-sm text-muted-foreground">Loading the waitlist...</p>
      ) : (entries.data ?? []).length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody is waiting for this night.</p>
      ) : (
        names.map((slot) => {
          const mine = (entries.data ?? []).filter((e) => e.timeSlot === slot);
          if (mine.length === 0) return null;
          const waiting = mine.filter((e) => e.status === 'waiting').length;
          return (
            <section key={slot} aria-label={`Waitlist for ${slot}`} className="space-y-2">
              <h3 className="text-lg font-semibold">
                {slot} — {waiting} waiting
              </h3>
              <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
                {mine.map((e) => (
                  <WaitlistEntry key={e.id} e={e} timeZone={timeZone} />
                ))}
              </ul>
            </section>
          );
        })
      )}
    </div>
  );
}
