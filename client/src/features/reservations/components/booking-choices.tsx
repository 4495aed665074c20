import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAvailability } from '@/lib/reservations/availability';
import { useTimeSlots } from '@/lib/reservations/time-slots';
import { BookingDateField } from './booking-date-field';
import { BookingEstimate } from '@/components/reservations/booking-estimate';
import { AddedGuestsQuestion } from './added-guests-question';
import {
  menusForPartySize,
  menusKeepingSplit,
  unplacedGuests,
} from '@/lib/reservations/menu-split';
import { MenuSteppers, type MenuCounts } from '@/components/reservations/menu-steppers';
import { NearestNights } from './nearest-nights';
import { PartySizeField } from './party-size-field';
import {
  seatingChoices,
  seatingsWantingOtherNights,
  waitableSeatings,
  withOwnSeats,
  type OwnBooking,
} from './seating-choice';
import { SeatingChoices } from './seating-choices';
import { useRestaurantClock } from '@/lib/reservations/use-restaurant-clock';

export type BookingChoiceValues = MenuCounts & { date: string; timeSlot: string; guests: number };
export type BookingChoiceErrors = Partial<Record<keyof BookingChoiceValues, string | undefined>>;

/**
 * The booking's when and who, in the order diners decide: party size, night, seating (with
 * other nights when it cannot seat them), then who eats which menu and what it comes to. The
 * booking form and the change form both hold it; they own the values and apply each patch.
 * `ownBooking` is the booking being changed: its seats count as free on its own seating.
 */
export function BookingChoices({
  values,
  errors,
  onChange,
  ownBooking,
  keepMenuSplit = false,
  waitlist,
  estimateNote,
}: {
  values: BookingChoiceValues;
  errors: BookingChoiceErrors;
  onChange: (patch: Partial<BookingChoiceValues>) => void;
  ownBooking?: OwnBooking;
  /**
   * A booked guest's change: a new party size keeps their menus and asks where added guests
   * go. Without it (the booking form) a new party size starts everyone on one menu.
   */
  keepMenuSplit?: boolean;
  /**
   * The booking form's way onto a waitlist, given the night's seatings the party could wait for
   * (full, or too small for it), the restaurant's time zone, and whether it is shown `inset`
   * among the other nights. Full nights stay choosable in the calendar only with it.
   */
  waitlist?: (slots: string[], timeZone: string, inset: boolean) => ReactNode;
  /** The line under the estimate, when not the spec's 'Paid at the restaurant.'. */
  estimateNote?: string;
}) {
  const { date, timeSlot, guests } = values;
  const clock = useRestaurantClock();
  const availability = useAvailability(date || undefined);
  const names = (useTimeSlots().data ?? []).filter((s) => s.isActive).map((s) => s.slot);
  const [monthKey, setMonthKey] = useState(0);
  const focusSeatingSoon = useRef(false);
  const seatingGroup = useRef<HTMLDivElement>(null);

  const loaded = Boolean(date) && availability.isSuccess && clock !== undefined;
  const entries =
    loaded && ownBooking
      ? withOwnSeats(availability.data, date, ownBooking)
      : (availability.data ?? []);
  const choices = loaded
    ? seatingChoices(entries, { date, guests, now: clock.now, timeZone: clock.timeZone })
    : undefined;
  const status = !date
    ? 'Choose a date first'
    : availability.isError
      ? availability.error.message
      : !choices
        ? 'Loading availability...'
        : choices.some((c) => c.takesParty)
          ? undefined
          : 'No available time slots';
  const otherNightsFor = choices ? seatingsWantingOtherNights(choices, timeSlot) : [];
  const unplaced = unplacedGuests(guests, values);
  const waitable = choices ? waitableSeatings(choices) : [];
  // The night's waitlist is one of the alternatives to it: offered beside the other nights.
  const waitAmongOthers = otherNightsFor.length > 0 && waitable.length > 0;
  const waitlistOffer =
    clock && choices ? waitlist?.(waitable, clock.timeZone, waitAmongOthers) : undefined;

  // A nearest night was picked: once that night's seatings are in, focus one, so a keyboard
  // user carries on where the button was.
  useEffect(() => {
    if (!focusSeatingSoon.current || !choices) return;
    focusSeatingSoon.current = false;
    // The seating chosen with the night, else the first open one (a night picked for any seating).
    const group = seatingGroup.current;
    (
      group?.querySelector<HTMLElement>('input[type="radio"]:checked:not(:disabled)') ??
      group?.querySelector<HTMLElement>('input[type="radio"]:not(:disabled)')
    )?.focus();
  }, [choices]);

  return (
    <div className="space-y-6">
      <PartySizeField
        value={guests}
        error={errors.guests}
        onChange={(n) =>
          onChange({
            guests: n,
            ...(keepMenuSplit ? menusKeepingSplit(values, n) : menusForPartySize(n)),
          })
        }
      />
      {keepMenuSplit && unplaced > 0 && (
        <AddedGuestsQuestion
          unplaced={unplaced}
          onPlace={(menu) => {
            const count = (Number(values[menu]) || 0) + unplaced;
            onChange(menu === 'vegCount' ? { vegCount: count } : { nonVegCount: count });
          }}
        />
      )}
      <div className="grid gap-6 md:grid-cols-[auto_1fr]">
        <BookingDateField
          value={date}
          today={clock?.today}
          monthKey={monthKey}
          keepOpen={ownBooking?.date}
          waitlist={waitlist !== undefined}
          error={errors.date}
          onChange={(d) => onChange({ date: d, timeSlot: '' })}
        />
        <div className="space-y-4">
          <SeatingChoices
            choices={choices}
            names={names}
            status={status}
            value={timeSlot}
            error={errors.timeSlot}
            groupRef={seatingGroup}
            onChange={(slot) => onChange({ timeSlot: slot })}
          />
          {clock && otherNightsFor.length > 0 && (
            <NearestNights
              date={date}
              timeSlots={otherNightsFor}
              guests={guests}
              timeZone={clock.timeZone}
              onPick={(night, slot) => {
                onChange({ date: night, timeSlot: slot });
                setMonthKey((k) => k + 1);
                focusSeatingSoon.current = true;
              }}
            >
              {waitAmongOthers ? waitlistOffer : undefined}
            </NearestNights>
          )}
          {!waitAmongOthers && waitlistOffer}
        </div>
      </div>
      <MenuSteppers
        guests={guests}
        value={values}
        errors={errors}
        onChange={(counts) => onChange(counts)}
      />
      <BookingEstimate
        vegCount={values.vegCount}
        nonVegCount={values.nonVegCount}
        note={estimateNote}
      />
    </div>
  );
}
