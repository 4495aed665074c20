import { MessagingConsentCheckbox } from '@/components/reservations/messaging-consent-checkbox';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MAX_GUESTS, MIN_GUESTS } from '@shared/constants';
import { estimatePaymentNote } from '@shared/domain/booking-payment-words';
import type { reservationFormSchema, ReservationInput } from '@shared/contracts/reservation';
import { plainBookingInput } from '@shared/contracts/plain-booking-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { trackConversion } from '@/lib/analytics';
import { ApiError, apiErrorCode } from '@/lib/api-client';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useHydrated } from '@/lib/use-hydrated';
import { robotCheckAnswerOf } from '../api/booking-challenge';
import { useBookingPaymentPolicy } from '@/components/deposits/booking-payments';
import { EMAIL_PROOF_PARAM, emailOfProof } from '../api/email-proof';
import { useCreateReservation, type BookingResult } from '@/lib/reservations/create-reservation';
import {
  applyBookingChoice,
  BOOKING_CHOICE_FIELDS,
  bookingChoiceErrors,
  bookingChoiceValues,
} from './booking-choice-fields';
import { BookingChoices } from './booking-choices';
import { DepositNotice } from '@/components/deposits/deposit-notice';
import { DietaryNeedsEditor } from '@/components/reservations/dietary-needs-editor';
import { SpecialNightNotice } from '@/components/reservations/special-night-notice';
import { needsErrorsOf } from './needs-form-errors';
import { OccasionFields } from '@/components/reservations/occasion-fields';
import { EmailProofOffer } from '../proof/email-proof-offer';
import { focusFirstInvalid } from './focus-first-invalid';
import { RobotCheck, useRobotCheck } from '../proof/robot-check';
import { useWaitlistJoin } from './use-waitlist-join';
import { WaitlistOffer } from './waitlist-offer';

type FormInput = z.input<typeof reservationFormSchema>;

/** The URL of a page does not change under it here: nothing to subscribe to. */
const noSubscription = () => () => {};

const booking = lazyResolver(() =>
  import('./reservation-resolvers').then((resolvers) => resolvers.bookingResolver),
);

const EMPTY: FormInput = {
  name: '',
  email: '',
  phone: '',
  date: '',
  timeSlot: '',
  guests: 2,
  vegCount: 0,
  nonVegCount: 2,
  specialRequests: '',
  website: '',
  dietaryNeeds: [],
};

/** The values of a form posted before the app took over (POST /book), so none is lost. */
function startingValues(posted: Record<string, string> | undefined): FormInput {
  if (!posted) return EMPTY;
  const text = (name: string) => posted[name] ?? '';
  const guests = Number(posted.guests);
  return {
    ...EMPTY,
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    messagingConsent: text('messagingConsent') !== '',
    specialRequests: text('specialRequests'),
    date: text('date'),
    timeSlot: text('timeSlot'),
    ...(Number.isInteger(guests) && guests >= MIN_GUESTS && guests <= MAX_GUESTS
      ? { guests, vegCount: text('vegCount'), nonVegCount: text('nonVegCount') }
      : {}),
    // Each guest's needs and the occasion, read as the server reads the plain form; a code the
    // contract does not know is refused by the form's own check when it is sent, as it would be
    // by the server's.
    ...needsPosted(plainBookingInput(posted)),
  };
}

function needsPosted(plain: ReturnType<typeof plainBookingInput>): Partial<FormInput> {
  return {
    dietaryNeeds: plain.dietaryNeeds as FormInput['dietaryNeeds'],
    ...(plain.occasion
      ? {
          occasion: plain.occasion as FormInput['occasion'],
          occasionNote: plain.occasionNote ?? '',
        }
      : {}),
  };
}

export function BookingForm({
  onBooked,
  focusOnMount = false,
  posted,
  focusField,
  postedErrors,
}: {
  onBooked: (result: BookingResult) => void;
  /** Put focus on the first field once shown (the diner asked for another booking). */
  focusOnMount?: boolean;
  /** What the plain form posted (or held when the app took over), if anything. */
  posted?: Record<string, string> | undefined;
  /** The field (by name) the diner was in when the app took over: focus stays there. */
  focusField?: string | undefined;
  /** The server's messages for what the plain form posted, by field. */
  postedErrors?: Record<string, string> | undefined;
}) {
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusField) return;
    formElement.current?.querySelector<HTMLElement>(`[name="${CSS.escape(focusField)}"]`)?.focus();
  }, [focusField]);
  useEffect(() => {
    if (!focusOnMount) return;
    // The first field the diner fills, whichever it is; the hidden honeypot is never it.
    formElement.current
      ?.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea, button')
      ?.focus();
  }, [focusOnMount]);
  const hydrated = useHydrated();
  const form = useForm<FormInput, unknown, ReservationInput>({
    resolver: booking.resolver,
    defaultValues: startingValues(posted),
    // Some fields are widgets (calendar, seatings) it cannot focus: see focusFirstInvalid.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  // The server's messages for a form posted before the app took over stay beside their fields.
  useEffect(() => {
    for (const [name, message] of Object.entries(postedErrors ?? {})) {
      form.setError(name as keyof FormInput, { type: 'server', message });
    }
  }, [form, postedErrors]);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const watched = useWatch({ control: form.control, name: BOOKING_CHOICE_FIELDS });
  const [dietaryNeeds, occasion, occasionNote] = useWatch({
    control: form.control,
    name: ['dietaryNeeds', 'occasion', 'occasionNote'],
  });
  const choices = bookingChoiceValues(watched);
  const policy = useBookingPaymentPolicy().data;
  const needsErrors = needsErrorsOf(errors.dietaryNeeds);
  /** Written by the editors; checked again at once once a submit was tried. */
  const setNeedsField = <K extends 'dietaryNeeds' | 'occasion' | 'occasionNote'>(
    name: K,
    value: FormInput[K],
  ) => {
    form.setValue(name, value as never, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };
  const createReservation = useCreateReservation();
  const robotCheck = useRobotCheck();
  // A link mailed to prove the address (guest caps): read from the URL after hydration, never
  // during render (the page is rendered on the server), and the address it names filled in.
  const proofParam = useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get(EMAIL_PROOF_PARAM),
    () => null,
  );
  const [proofRefused, setProofRefused] = useState(false);
  const provenEmail = proofParam ? emailOfProof(proofParam) : undefined;
  const emailProof =
    proofParam && provenEmail && !proofRefused
      ? { proof: proofParam, email: provenEmail }
      : undefined;
  const [offerProof, setOfferProof] = useState(false);
  useEffect(() => {
    if (provenEmail) form.setValue('email', provenEmail);
  }, [form, provenEmail]);

  /** Sends the booking again with a solution, re-reading the form in case the diner edited it. */
  const resend = (altcha: string) => void form.handleSubmit((input) => send(input, altcha))();

  const send = (input: ReservationInput, altcha?: string) => {
    const proof =
      emailProof && emailProof.email === input.email.trim().toLowerCase()
        ? { emailProof: emailProof.proof }
        : {};
    createReservation.mutate(
      { input: { ...input, ...proof }, key: idempotencyKey, altcha },
      {
        onSuccess: (result) => {
          // A booking that pays now is confirmed once paid (the confirmation opens the dialog).
          if (!result.checkout) {
            toast({
              title: 'Booking Confirmed!',
              description:
                'Your table has been successfully reserved. We look forward to seeing you!',
            });
          }
          trackConversion('reservation_complete', {
            reservationId: result.id,
            date: result.date,
            timeSlot: result.timeSlot,
            guests: result.guests,
          });
          form.reset(EMPTY);
          setIdempotencyKey(crypto.randomUUID());
          robotCheck.reset();
          onBooked(result);
        },
        onError: (err) => {
          // Asked for a check: the same booking, with the same Idempotency-Key, once it is done.
          if (robotCheck.afterRefusal(err, altcha, resend)) return;
          if (apiErrorCode(err) === 'guest_booking_limit' && !proof.emailProof) setOfferProof(true);
          if (apiErrorCode(err) === 'email_proof_invalid') {
            setProofRefused(true);
            setOfferProof(true);
          }
          toast({
            variant: 'destructive',
            title: 'Booking Failed',
            description:
              err instanceof ApiError
                ? err.serverMessage('Unable to complete your booking. Please try again.')
                : 'Unable to complete your booking. Please try again.',
          });
          // A refused booking is final for that key; the next attempt is a new request. A
          // refused robot check is not: that booking was never looked at.
          if (err instanceof ApiError && !robotCheckAnswerOf(err)) {
            setIdempotencyKey(crypto.randomUUID());
          }
        },
      },
    );
  };

  const book = (input: ReservationInput) => {
    trackConversion('reservation_form_filled');
    robotCheck.submit((altcha) => send(input, altcha));
  };
  const waitlist = useWaitlistJoin(form, robotCheck, () => {
    if (formElement.current) focusFirstInvalid(formElement.current);
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    // Taken now: React clears currentTarget once the handler returns, before validation ends.
    const formNode = e.currentTarget;
    void form.handleSubmit(book, () => focusFirstInvalid(formNode))(e);
  };

  return (
    <form
      ref={formElement}
      onSubmit={onSubmit}
      onFocus={booking.preload}
      noValidate
      aria-label="Booking form"
    >
      {/* Disabled until hydrated: a choice made on the server's markup would be lost. */}
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        <BookingChoices
          values={choices}
          onChange={(patch) => applyBookingChoice(form, patch)}
          errors={bookingChoiceErrors(errors)}
          estimateNote={estimatePaymentNote(policy, {
            date: choices.date,
            guests: Number(choices.guests) || 0,
            vegCount: Number(choices.vegCount) || 0,
            nonVegCount: Number(choices.nonVegCount) || 0,
          })}
          waitlist={(slots, timeZone, inset) => (
            <WaitlistOffer
              inset={inset}
              date={choices.date}
              guests={choices.guests}
              slots={slots}
              timeZone={timeZone}
              joined={waitlist.joined}
              pending={waitlist.pending}
              onJoin={(slot) => void waitlist.join(slot)}
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="name" label="Name" error={errors.name?.message}>
            <Input autoComplete="name" {...form.register('name')} />
          </Field>
          <Field id="email" label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Field id="phone" label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </Field>
        </div>
        <MessagingConsentCheckbox id="messagingConsent" {...form.register('messagingConsent')} />
        <Field
          id="specialRequests"
          label="Special requests (optional)"
          error={errors.specialRequests?.message}
        >
          <Textarea
            placeholder="Allergies, celebrations, seating wishes..."
            {...form.register('specialRequests')}
          />
        </Field>
        {/* Beside the spec's fields, after them: each guest's needs and the occasion. */}
        <DietaryNeedsEditor
          idPrefix="needs"
          needs={dietaryNeeds ?? []}
          split={{
            vegCount: Number(choices.vegCount) || 0,
            nonVegCount: Number(choices.nonVegCount) || 0,
          }}
          error={needsErrors.message}
          noteErrors={needsErrors.notes}
          onChange={(next) => setNeedsField('dietaryNeeds', next)}
        />
        <OccasionFields
          idPrefix="booking"
          occasion={occasion}
          note={occasionNote}
          noteError={errors.occasionNote?.message}
          onChange={(next) => {
            setNeedsField('occasion', next.occasion ?? undefined);
            setNeedsField('occasionNote', next.occasionNote);
          }}
        />
        {/* Honeypot: hidden from people and assistive technology; bots fill it and are refused. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="website">Website</label>
          <input id="website" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </div>
        {emailProof && (
          <p className="text-sm text-muted-foreground">
            E-mail address confirmed: {emailProof.email}
          </p>
        )}
        {offerProof && <EmailProofOffer email={() => form.getValues('email')} />}
        <SpecialNightNotice
          date={choices.date}
          vegCount={Number(choices.vegCount) || 0}
          nonVegCount={Number(choices.nonVegCount) || 0}
        />
        <DepositNotice
          date={choices.date}
          guests={Number(choices.guests) || 0}
          vegCount={Number(choices.vegCount) || 0}
          nonVegCount={Number(choices.nonVegCount) || 0}
        />
        {robotCheck.asked && <RobotCheck {...robotCheck.panel} />}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={createReservation.isPending}
        >
          {createReservation.isPending
            ? 'Booking...'
            : robotCheck.waiting
              ? 'Checking...'
              : 'Book Table'}
        </Button>
      </fieldset>
    </form>
  );
}
