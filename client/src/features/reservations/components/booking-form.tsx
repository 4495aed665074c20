import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MAX_GUESTS } from '@shared/constants';
import { reservationFormSchema, type ReservationInput } from '@shared/contracts/reservation';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { trackConversion } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { useAvailability } from '../api/availability';
import { robotCheckAnswerOf } from '../api/booking-challenge';
import { useCreateReservation, type BookingResult } from '../api/create-reservation';
import { restaurantToday } from '@/lib/restaurant-today';
import { RobotCheck, useRobotCheck } from './robot-check';

type FormInput = z.input<typeof reservationFormSchema>;

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
};

export function BookingForm({
  onBooked,
  focusOnMount = false,
}: {
  onBooked: (result: BookingResult) => void;
  /** Put focus on the first field once shown (the diner asked for another booking). */
  focusOnMount?: boolean;
}) {
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    // The first field the diner fills, whichever it is; the hidden honeypot is never it.
    formElement.current
      ?.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea, button')
      ?.focus();
  }, [focusOnMount]);
  const form = useForm<FormInput, unknown, ReservationInput>({
    resolver: zodResolver(reservationFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const date = useWatch({ control: form.control, name: 'date' });
  const guests = Number(useWatch({ control: form.control, name: 'guests' })) || 0;
  const availability = useAvailability(date || undefined);
  const createReservation = useCreateReservation();
  const robotCheck = useRobotCheck();

  const slots = availability.data ?? [];
  const anyOpen = slots.some((s) => s.isAvailable);
  const slotPlaceholder = !date
    ? 'Choose a date first'
    : availability.isLoading
      ? 'Loading availability...'
      : availability.isError
        ? availability.error.message
        : anyOpen
          ? 'Select a time slot'
          : 'No available time slots';

  // Choosing guests resets the split to all non-veg; one count sets the other to the rest.
  const guestsField = form.register('guests', {
    onChange: (e: { target: { value: string } }) => {
      const n = Number(e.target.value);
      form.setValue('vegCount', 0);
      form.setValue('nonVegCount', n);
    },
  });
  const vegField = form.register('vegCount', {
    onChange: (e: { target: { value: string } }) =>
      form.setValue('nonVegCount', Math.max(0, guests - (Number(e.target.value) || 0)), {
        shouldValidate: true,
      }),
  });
  const nonVegField = form.register('nonVegCount', {
    onChange: (e: { target: { value: string } }) =>
      form.setValue('vegCount', Math.max(0, guests - (Number(e.target.value) || 0)), {
        shouldValidate: true,
      }),
  });

  /** Sends the booking again with a solution, re-reading the form in case the diner edited it. */
  const resend = (altcha: string) => void form.handleSubmit((input) => send(input, altcha))();

  const send = (input: ReservationInput, altcha?: string) => {
    createReservation.mutate(
      { input, key: idempotencyKey, altcha },
      {
        onSuccess: (result) => {
          toast({
            title: 'Booking Confirmed!',
            description:
              'Your table has been successfully reserved. We look forward to seeing you!',
          });
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

  const onSubmit = form.handleSubmit((input) => {
    trackConversion('reservation_form_filled');
    robotCheck.submit((altcha) => send(input, altcha));
  });

  return (
    <form
      ref={formElement}
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label="Booking form"
    >
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
        <div className="sm:row-span-3">
          <Field id="date" label="Date" group error={errors.date?.message}>
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => (
                <DatePicker
                  labelledBy="date-label"
                  min={restaurantToday()}
                  value={field.value}
                  invalid={Boolean(errors.date)}
                  describedBy={errors.date ? 'date-error' : undefined}
                  onChange={(iso) => {
                    field.onChange(iso);
                    form.setValue('timeSlot', '');
                  }}
                />
              )}
            />
          </Field>
        </div>
        <Field id="timeSlot" label="Time slot" error={errors.timeSlot?.message}>
          <NativeSelect disabled={!date || availability.isLoading} {...form.register('timeSlot')}>
            <option value="">{slotPlaceholder}</option>
            {slots.map((s) => (
              <option key={s.id} value={s.slot} disabled={!s.isAvailable}>
                {s.slot} {s.isAvailable ? `(${s.availableSeats} seats left)` : '(unavailable)'}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="guests" label="Guests" error={errors.guests?.message}>
          <NativeSelect {...guestsField}>
            {Array.from({ length: MAX_GUESTS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'guest' : 'guests'}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="vegCount" label="Vegetarian courses" error={errors.vegCount?.message}>
          <Input type="number" inputMode="numeric" min={0} max={guests} {...vegField} />
        </Field>
        <Field id="nonVegCount" label="Non-vegetarian courses" error={errors.nonVegCount?.message}>
          <Input type="number" inputMode="numeric" min={0} max={guests} {...nonVegField} />
        </Field>
      </div>
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
      {/* Honeypot: hidden from people and assistive technology; bots fill it and are refused. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="website">Website</label>
        <input id="website" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
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
    </form>
  );
}
