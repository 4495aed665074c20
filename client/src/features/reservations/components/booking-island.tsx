import { startTransition, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { BOOKING_FORM } from '@shared/contracts/form-answer';
import { NIGHT_FIELD } from '@shared/contracts/plain-booking-form';
import { trackConversion } from '@/lib/analytics';
import { useFormAnswer } from '@/lib/forms/form-answer';
import { useHydrated } from '@/lib/use-hydrated';
import type { BookingResult } from '@/lib/reservations/create-reservation';
import { shownNight } from '@/lib/reservations/night-availability';
import { BookingConfirmation } from '@/components/reservations/booking-confirmation';
import { BookingForm } from './booking-form';
import { PlainBookingForm } from './plain-booking-form';

/** What the plain form held when the full form took its place. */
type TakenOver = { values: Record<string, string>; focused?: string };

/**
 * The plain form's values as they are now (typed, not only as the server rendered them), and the
 * field the diner is in. A date typed but not yet shown counts as the night chosen.
 */
function readPlainForm(form: HTMLFormElement): TakenOver {
  const values: Record<string, string> = {};
  // A field posted more than once (a guest's allergen checkboxes) is one comma-separated list,
  // as the server reads the posted form.
  new FormData(form).forEach((value, name) => {
    if (typeof value !== 'string' || value === '') return;
    values[name] = values[name] ? `${values[name]},${value}` : value;
  });
  if (values[NIGHT_FIELD]) values.date = values[NIGHT_FIELD];
  const active = document.activeElement;
  const named =
    active instanceof HTMLElement && form.contains(active) ? active.getAttribute('name') : null;
  const focused = named === NIGHT_FIELD ? 'date' : (named ?? undefined);
  return focused ? { values, focused } : { values };
}

/**
 * The booking form island. The first HTML holds the plain form, which books without JavaScript
 * (POST /book); once this island has loaded, the full form takes its place, starting from what
 * the diner typed or posted (nothing typed before the code arrived is lost) with focus where it
 * was. After a booking the form gives way to its confirmation; 'Make another booking' brings
 * back an empty form with focus on its first field.
 */
export function BookingIsland() {
  const hydrated = useHydrated();
  const answer = useFormAnswer(BOOKING_FORM);
  // A night shown before the app took over (/book?date=…) stays chosen.
  const night = shownNight(answer, useSearch());
  const plainForm = useRef<HTMLFormElement>(null);
  // Rendered in the browser from the start (no server markup): nothing to take over.
  const [takenOver, setTakenOver] = useState<TakenOver | null>(() =>
    hydrated ? { values: {} } : null,
  );
  const [booked, setBooked] = useState<{ booking: BookingResult; at: Date } | null>(null);
  const [bookingAgain, setBookingAgain] = useState(false);

  useEffect(() => {
    trackConversion('reservation_start');
  }, []);

  useEffect(() => {
    if (!hydrated || takenOver) return;
    const typed = plainForm.current ? readPlainForm(plainForm.current) : { values: {} };
    // The full form is a large render: as a transition it yields to the browser between
    // components, so a tap meanwhile is not kept waiting (the plain form stays usable until then).
    startTransition(() => setTakenOver(typed));
  }, [hydrated, takenOver]);

  if (booked) {
    return (
      <BookingConfirmation
        booking={booked.booking}
        bookedAt={booked.at}
        onBookAgain={() => {
          setBooked(null);
          setBookingAgain(true);
          setTakenOver({ values: {} });
        }}
      />
    );
  }
  if (!takenOver) return <PlainBookingForm answer={answer} formRef={plainForm} />;
  if (bookingAgain) {
    return (
      <BookingForm focusOnMount onBooked={(booking) => setBooked({ booking, at: new Date() })} />
    );
  }
  const typed = Object.keys(takenOver.values).length > 0 ? takenOver.values : undefined;
  return (
    <BookingForm
      focusField={takenOver.focused}
      posted={typed ?? answer?.values ?? (night ? { date: night } : undefined)}
      postedErrors={answer?.errors}
      onBooked={(booking) => setBooked({ booking, at: new Date() })}
    />
  );
}
