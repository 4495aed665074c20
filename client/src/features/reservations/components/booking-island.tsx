import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/** The full form's name of a plain form's field (the plain form's night is the full form's date). */
const fullFormName = (name: string | null | undefined) =>
  name === NIGHT_FIELD ? 'date' : (name ?? undefined);

/** What the plain form held when the full form took its place. */
type TakenOver = {
  values: Record<string, string>;
  focused?: string;
  /** The plain form, until what was typed while the full form rendered has been read from it. */
  from?: HTMLFormElement;
  /** Counts the full form's fresh starts (a new key starts it from new values). */
  round: number;
};

const sameValues = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);

/**
 * The plain form's values as they are now (typed, not only as the server rendered them), and the
 * field the diner is in. A date typed but not yet shown counts as the night chosen.
 */
function readPlainForm(form: HTMLFormElement): Pick<TakenOver, 'values' | 'focused'> {
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
  const focused = fullFormName(named);
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
    hydrated ? { values: {}, round: 0 } : null,
  );
  const [booked, setBooked] = useState<{ booking: BookingResult; at: Date } | null>(null);
  const [bookingAgain, setBookingAgain] = useState(false);
  // The plain form's field the diner moved to while the full form was being rendered.
  const focusedMeanwhile = useRef<string | undefined>(undefined);

  useEffect(() => {
    trackConversion('reservation_start');
  }, []);

  useEffect(() => {
    if (!hydrated || takenOver) return;
    const form = plainForm.current;
    const typed: TakenOver = form
      ? { ...readPlainForm(form), from: form, round: 0 }
      : { values: {}, round: 0 };
    focusedMeanwhile.current = typed.focused;
    form?.addEventListener('focusin', (event) => {
      if (event.target instanceof Element) {
        focusedMeanwhile.current = fullFormName(event.target.getAttribute('name'));
      }
    });
    // The full form is a large render: as a transition it yields to the browser between
    // components, so a tap meanwhile is not kept waiting (the plain form stays usable until then).
    startTransition(() => setTakenOver(typed));
  }, [hydrated, takenOver]);

  // The plain form kept taking keys while the full form was being rendered: what was typed
  // meanwhile is read from it (out of the page now, its fields still hold their values) before
  // the full form is painted, and the full form starts again from that, in the field the diner
  // had moved to.
  useLayoutEffect(() => {
    const form = takenOver?.from;
    if (!form) return;
    const late = readPlainForm(form).values;
    const focused = focusedMeanwhile.current;
    setTakenOver((current) => {
      if (!current) return current;
      const { from: _read, focused: _before, ...rest } = current;
      const now = focused ? { ...rest, focused } : rest;
      return sameValues(current.values, late)
        ? now
        : { ...now, values: late, round: current.round + 1 };
    });
  }, [takenOver]);

  if (booked) {
    return (
      <BookingConfirmation
        booking={booked.booking}
        bookedAt={booked.at}
        onBookAgain={() => {
          setBooked(null);
          setBookingAgain(true);
          setTakenOver({ values: {}, round: 0 });
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
      key={takenOver.round}
      focusField={takenOver.focused}
      posted={typed ?? answer?.values ?? (night ? { date: night } : undefined)}
      postedErrors={answer?.errors}
      onBooked={(booking) => setBooked({ booking, at: new Date() })}
    />
  );
}
