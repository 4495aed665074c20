import { MessagingConsentCheckbox } from '@/components/reservations/messaging-consent-checkbox';
import type { Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { Textarea } from '@/components/ui/textarea';
import { MAX_GUESTS, MIN_GUESTS } from '@shared/constants';
import type { FormAnswer } from '@shared/contracts/form-answer';
import { NIGHT_FIELD, SHOW_SEATINGS } from '@shared/contracts/plain-booking-form';
import { availabilityQueryOptions, shownNight } from '@/lib/reservations/night-availability';
import { readableBookingDate } from '@/lib/reservations/booking-calendar';
import { useSpecialNight } from '@/lib/reservations/special-nights';
import { seatingChoices } from './seating-choice';
import { PlainNeedsFields } from './plain-needs-fields';
import { MenuCountField, PartySizeOptions } from './plain-party-fields';
import { SeatingOption } from './seating-choices';

/**
 * The party size a refused post is shown again with: one the form offers, else the default.
 * The posted value is anyone's text, and the form draws a needs section per guest.
 */
function postedPartySize(posted: string | undefined): number {
  const size = Number(posted);
  return Number.isInteger(size) && size >= MIN_GUESTS && size <= MAX_GUESTS ? size : 2;
}

/**
 * The seatings of the night shown, as plain radio buttons: each says its seats left or why it
 * cannot be chosen, as the calendar's seating list does (no clock is read here: the server has
 * already closed the seatings that started).
 */
function NightSeatings({
  night,
  guests,
  value,
  error,
}: {
  night: string | undefined;
  guests: number;
  value: string;
  error: string | undefined;
}) {
  const availability = useQuery({ ...availabilityQueryOptions(night ?? ''), enabled: !!night });
  const special = useSpecialNight(night);
  const choices = availability.data
    ? seatingChoices(availability.data, { date: night ?? '', guests, timeZone: 'UTC' })
    : [];
  const status = !night
    ? 'Choose a date, then Show seatings.'
    : availability.isError
      ? availability.error.message
      : choices.some((c) => c.takesParty)
        ? undefined
        : 'No available time slots';
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={[status && 'timeSlot-status', error && 'timeSlot-error']
        .filter(Boolean)
        .join(' ')}
    >
      <legend id="timeSlot-label" className="text-sm font-medium">
        Time slot{night ? ` on ${readableBookingDate(night, 'UTC')}` : ''}
        {special ? ` (${special.name})` : ''}
      </legend>
      {choices.map((c) => (
        <SeatingOption
          key={c.id}
          choice={c}
          idPrefix="plain-seating"
          disabled={!c.takesParty}
          defaultChecked={c.slot === value}
        />
      ))}
      {status && (
        <p id="timeSlot-status" className="text-sm text-muted-foreground">
          {status}
        </p>
      )}
      {error && (
        <p id="timeSlot-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The booking form as plain HTML, for the first HTML and for browsers without JavaScript, with
 * every field of the full form (each guest's needs as plain fields, the occasion): the night is
 * chosen with the platform's date field and 'Show seatings', which posts the form to POST /book
 * and gets this page back with that night's seatings and every value kept (GET /book?date=…
 * shows a night too); the booking is posted to POST /book, which answers this page again with
 * the server's messages and the values sent, or a redirect to the booking (or to its payment
 * page when it pays now). Once the app has hydrated, the booking page puts the full form
 * (calendar, steppers, robot check) in its place.
 */
export function PlainBookingForm({
  answer,
  formRef,
}: {
  answer: FormAnswer | undefined;
  /** The booking form itself, so the full form can start from what was typed into it. */
  formRef?: Ref<HTMLFormElement>;
}) {
  const search = useSearch();
  const night = shownNight(answer, search);
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const guests = postedPartySize(values.guests);
  const text = (name: string, fallback = '') => values[name] ?? fallback;
  const field = (name: string) => ({ name, defaultValue: text(name) });
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <form
        ref={formRef}
        method="post"
        action="/book"
        noValidate
        aria-label="Booking form"
        className="min-w-0 space-y-5"
      >
        {(answer?.message || hasErrors) && (
          <div
            role="alert"
            className="rounded-md border border-destructive p-3 text-sm text-destructive"
          >
            {answer?.message ?? 'Please correct the fields marked below, then book again.'}
          </div>
        )}
        <Field id="guests" label="Guests" error={errors.guests}>
          <NativeSelect className="sm:w-48" name="guests" defaultValue={String(guests)}>
            <PartySizeOptions />
          </NativeSelect>
        </Field>
        <div className="grid gap-6 md:grid-cols-[auto_1fr]">
          <div className="space-y-2">
            <Field id="date" label="Date" error={errors.date}>
              <Input
                type="date"
                name={NIGHT_FIELD}
                className="sm:w-48"
                defaultValue={night ?? ''}
              />
            </Field>
            {/* Posts the whole form: the page comes back with that night's seatings and every
                value kept (nothing is booked, and no detail goes into a URL). */}
            <Button
              type="submit"
              name={SHOW_SEATINGS.name}
              value={SHOW_SEATINGS.value}
              formNoValidate
              variant="outline"
            >
              Show seatings
            </Button>
            {/* The night booked is the one whose seatings are shown. */}
            <input type="hidden" name="date" value={night ?? ''} />
          </div>
          <NightSeatings
            night={night}
            guests={guests}
            value={text('timeSlot')}
            error={errors.timeSlot}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <MenuCountField
            id="vegCount"
            name="vegCount"
            label="Vegetarian menu"
            defaultValue={text('vegCount', '0')}
            error={errors.vegCount}
          />
          <MenuCountField
            id="nonVegCount"
            name="nonVegCount"
            label="Non-vegetarian menu"
            defaultValue={text('nonVegCount', String(guests))}
            error={errors.nonVegCount}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="name" label="Name" error={errors.name}>
            <Input autoComplete="name" {...field('name')} />
          </Field>
          <Field id="email" label="Email" error={errors.email}>
            <Input type="email" autoComplete="email" {...field('email')} />
          </Field>
          <Field id="phone" label="Phone" error={errors.phone}>
            <Input type="tel" autoComplete="tel" {...field('phone')} />
          </Field>
        </div>
        <MessagingConsentCheckbox
          id="messagingConsent"
          name="messagingConsent"
          defaultChecked={text('messagingConsent', '') !== ''}
        />
        <Field
          id="specialRequests"
          label="Special requests (optional)"
          error={errors.specialRequests}
        >
          <Textarea
            placeholder="Allergies, celebrations, seating wishes..."
            {...field('specialRequests')}
          />
        </Field>
        <PlainNeedsFields
          guests={guests}
          vegCount={Number(text('vegCount', '0')) || 0}
          values={values}
          errors={errors}
        />
        {/* Honeypot: hidden from people and assistive technology; bots fill it and are refused. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="website">Website</label>
          <input id="website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Book Table
        </Button>
      </form>
    </>
  );
}
