import type { SetValueConfig } from 'react-hook-form';
import type { BookingChoiceValues } from './booking-choices';

// How a form holding BookingChoices (the booking form, the change form) reads and writes its
// five fields, so both check them alike.

export const BOOKING_CHOICE_FIELDS = [
  'date',
  'timeSlot',
  'guests',
  'vegCount',
  'nonVegCount',
] as const;

export type BookingChoiceField = (typeof BOOKING_CHOICE_FIELDS)[number];

/** The part of a react-hook-form form the choices write to; both forms' `form` fits it. */
export type BookingChoiceForm = {
  setValue(name: 'date' | 'timeSlot', value: string, options: SetValueConfig): void;
  setValue(
    name: 'guests' | 'vegCount' | 'nonVegCount',
    value: number | string,
    options: SetValueConfig,
  ): void;
  trigger(names: BookingChoiceField[]): Promise<boolean>;
  formState: { isSubmitted: boolean };
};

/** A menu count as the form holds it: a number, or '' while the diner is typing one. */
const menuCount = (v: unknown): number | string =>
  typeof v === 'number' || typeof v === 'string' ? v : '';

/** The watched fields (in BOOKING_CHOICE_FIELDS order) as BookingChoices takes them. */
export function bookingChoiceValues([date, timeSlot, guests, vegCount, nonVegCount]: readonly [
  string,
  string,
  unknown,
  unknown,
  unknown,
]): BookingChoiceValues {
  return {
    date,
    timeSlot,
    guests: Number(guests) || 0,
    vegCount: menuCount(vegCount),
    nonVegCount: menuCount(nonVegCount),
  };
}

/**
 * Writes a patch from BookingChoices, then checks it: the menu counts at once (their total must
 * match the party, and both are written before either is checked), the rest once a submit was
 * tried, so a message clears as soon as it is answered.
 */
export function applyBookingChoice(
  form: BookingChoiceForm,
  patch: Partial<BookingChoiceValues>,
): void {
  const options = { shouldDirty: true };
  if (patch.guests !== undefined) form.setValue('guests', patch.guests, options);
  if (patch.date !== undefined) form.setValue('date', patch.date, options);
  if (patch.timeSlot !== undefined) form.setValue('timeSlot', patch.timeSlot, options);
  if (patch.vegCount !== undefined) form.setValue('vegCount', patch.vegCount, options);
  if (patch.nonVegCount !== undefined) form.setValue('nonVegCount', patch.nonVegCount, options);
  const written = BOOKING_CHOICE_FIELDS.filter((f) => patch[f] !== undefined);
  const toCheck = form.formState.isSubmitted
    ? written
    : written.filter((f) => f === 'vegCount' || f === 'nonVegCount');
  if (toCheck.length > 0) void form.trigger(toCheck);
}

/** The form's errors for the five fields, as BookingChoices shows them. */
export function bookingChoiceErrors(
  errors: Partial<Record<BookingChoiceField, { message?: string | undefined } | undefined>>,
): Partial<Record<keyof BookingChoiceValues, string | undefined>> {
  return Object.fromEntries(BOOKING_CHOICE_FIELDS.map((f) => [f, errors[f]?.message]));
}
