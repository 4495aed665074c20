import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MonthAvailabilityDto } from '@shared/contracts/reservation';
import { nightMark } from '@shared/domain/night-calendar';
import { DatePicker, type MarkedDay } from '@/components/ui/date-picker';
import { Field } from '@/components/ui/field';
import { useMonthAvailability } from '@/lib/reservations/availability';
import { readableBookingDate, specialNightNames } from '@/lib/reservations/booking-calendar';
import { upcomingSpecialNightsQueryOptions } from '@/lib/reservations/special-nights';

/**
 * The month's full and closed nights, by date, as the calendar marks them (nightMark): closed
 * nights refused; full ones choosable where the page offers their `waitlist`, refused elsewhere.
 * `keepOpen` (the night of the booking being changed) is never marked.
 */
export function markedNights(
  month: MonthAvailabilityDto | undefined,
  keepOpen?: string,
  waitlist = false,
): Map<string, MarkedDay> {
  const marked = new Map<string, MarkedDay>();
  for (const night of month?.nights ?? []) {
    const mark = nightMark(night.state, { waitlist });
    if (mark && night.date !== keepOpen) marked.set(night.date, mark);
  }
  return marked;
}

/**
 * The night, as a one-month calendar: days before today and beyond the booking window are
 * disabled, closed nights are struck through and disabled, and full nights are marked (and
 * stay choosable where `waitlist` is offered), from one call per month shown
 * (GET /api/availability/month). `today` comes from the restaurant's clock once the page has
 * mounted; until then a box the size of the calendar (of a five-week month) holds its place.
 * `monthKey` changes when the date is set from elsewhere (a nearest free night), so the
 * calendar opens on that date's month. `keepOpen` is the night of a booking being changed.
 * Special nights (GET /api/special-nights/upcoming) carry a star and their name, in the day's
 * accessible label and in a list under the calendar.
 */
export function BookingDateField({
  value,
  today,
  onChange,
  error,
  monthKey,
  keepOpen,
  waitlist = false,
}: {
  value: string;
  today: string | undefined;
  onChange: (date: string) => void;
  error?: string | undefined;
  monthKey: number;
  keepOpen?: string | undefined;
  /** The page offers a full seating's waitlist: full nights may be picked for it. */
  waitlist?: boolean;
}) {
  return (
    <Field id="date" label="Date" group error={error}>
      {today ? (
        <NightCalendar
          key={monthKey}
          value={value}
          today={today}
          onChange={onChange}
          error={error}
          keepOpen={keepOpen}
          waitlist={waitlist}
        />
      ) : (
        <div className="h-[298px] w-[298px] max-w-full rounded-md border border-border bg-muted" />
      )}
    </Field>
  );
}

function NightCalendar({
  value,
  today,
  onChange,
  error,
  keepOpen,
  waitlist,
}: {
  value: string;
  today: string;
  onChange: (date: string) => void;
  error: string | undefined;
  keepOpen: string | undefined;
  waitlist: boolean;
}) {
  const [month, setMonth] = useState((value || today).slice(0, 7));
  const nights = useMonthAvailability(month);
  const last = nights.data?.lastBookableDate;
  // Special nights are marked once known; the calendar works without them.
  const special = useQuery(upcomingSpecialNightsQueryOptions()).data ?? [];
  const shown = special.filter((n) => n.date.slice(0, 7) <= month && month <= n.toDate.slice(0, 7));
  return (
    <div className="space-y-2">
      <DatePicker
        labelledBy="date-label"
        min={today}
        max={last && keepOpen && keepOpen > last ? keepOpen : last}
        marked={markedNights(nights.data, keepOpen, waitlist)}
        named={specialNightNames(shown, month)}
        onMonthChange={setMonth}
        value={value}
        invalid={Boolean(error)}
        describedBy={[
          error ? 'date-error' : '',
          'date-legend',
          shown.length > 0 ? 'date-special-nights' : '',
        ]
          .filter(Boolean)
          .join(' ')}
        onChange={onChange}
      />
      <p id="date-legend" className="max-w-[298px] text-xs text-muted-foreground">
        {nights.isError
          ? 'Full and closed nights could not be looked up; the seatings say when you pick one.'
          : waitlist
            ? 'Struck-through nights are closed. Nights with a dot are fully booked: choose one to join its waitlist.'
            : 'Struck-through nights are fully booked or closed.'}
        {last ? ` Bookings open until ${readableBookingDate(last, 'UTC')}.` : ''}
      </p>
      {shown.length > 0 && (
        <ul id="date-special-nights" className="max-w-[298px] space-y-0.5 text-xs">
          {shown.map((n) => (
            <li key={n.id}>
              <span aria-hidden="true" className="mr-1 text-accent">
                ★
              </span>
              <span className="font-medium">{n.name}</span>
              {`: ${readableBookingDate(n.date, 'UTC')}${n.toDate === n.date ? '' : ` to ${readableBookingDate(n.toDate, 'UTC')}`}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
