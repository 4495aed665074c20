import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { BookingCheckoutDto } from '@shared/contracts/booking-payments';
import { formatPaise } from '@shared/money';
import type {
  reservationChangeSchema,
  ReservationChange,
  ReservationDto,
} from '@shared/contracts/reservation';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { serverFieldErrors, serverMessage } from '@/lib/forms/form-errors';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { isCheckout, useChangeBooking } from '../api/manage-booking';
import {
  applyBookingChoice,
  BOOKING_CHOICE_FIELDS,
  bookingChoiceErrors,
  bookingChoiceValues,
} from '../components/booking-choice-fields';
import { changeEstimateNote } from '@/components/deposits/payment-display';
import { BookingChoices } from '../components/booking-choices';
import { focusFirstInvalid } from '../components/focus-first-invalid';
import { RobotCheck, useRobotCheck } from '../proof/robot-check';

type ChangeInput = z.input<typeof reservationChangeSchema>;
const FALLBACK = 'Your booking could not be changed. Please try again or call us.';

const changing = lazyResolver(() =>
  import('../components/reservation-resolvers').then((resolvers) => resolvers.changeResolver),
);

/**
 * The guest's own change of night, seating, party size or menu split, with the booking form's
 * controls. Their current seats count as free on their own seating, since the change gives
 * them back. The server's refusal (a full or blocked seating, one that started) shows beside the
 * button and as a toast.
 */
export function ChangeBookingForm({
  token,
  booking,
  onTopUp,
}: {
  token: string;
  booking: ReservationDto;
  /** A larger party on a booking paid online: the order for the difference, to pay now. */
  onTopUp: (checkout: BookingCheckoutDto) => void;
}) {
  const change = useChangeBooking(token);
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<ChangeInput, unknown, ReservationChange>({
    resolver: changing.resolver,
    defaultValues: {
      date: booking.date,
      timeSlot: booking.timeSlot,
      guests: booking.guests,
      vegCount: booking.vegCount,
      nonVegCount: booking.nonVegCount,
    },
    // The calendar and seatings are widgets it cannot focus: see focusFirstInvalid.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control, name: BOOKING_CHOICE_FIELDS });

  // A change that adds seats meets the booking's robot check when traffic looks abnormal.
  const robotCheck = useRobotCheck();
  const send = (input: ReservationChange, altcha?: string) => {
    setRefusal(undefined);
    // Awaited rather than per-call callbacks: a saved change re-keys this form (it starts again
    // from the stored booking), and callbacks of an unmounted form would never run.
    change.mutateAsync({ ...input, altcha }).then(
      (answer) => {
        robotCheck.reset();
        if (!isCheckout(answer)) {
          toast({ title: 'Booking updated', description: 'Your new details are saved.' });
          return;
        }
        toast({
          title: 'Booking updated',
          description: `Please pay ${formatPaise(answer.amount)} for your larger party.`,
        });
        onTopUp(answer);
      },
      (err: unknown) => {
        if (robotCheck.afterRefusal(err, altcha, (s) => send(input, s))) return;
        const message = serverMessage(err, FALLBACK);
        for (const { field, message: m } of serverFieldErrors(err, BOOKING_CHOICE_FIELDS)) {
          form.setError(field, { message: m });
        }
        setRefusal(message);
        toast({ variant: 'destructive', title: 'Change Failed', description: message });
      },
    );
  };
  const save = (input: ReservationChange) => robotCheck.submit((altcha) => send(input, altcha));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    // Taken now: React clears currentTarget once the handler returns, before validation ends.
    const formNode = e.currentTarget;
    void form.handleSubmit(save, () => focusFirstInvalid(formNode))(e);
  };

  return (
    <form
      onSubmit={onSubmit}
      onFocus={changing.preload}
      noValidate
      className="space-y-6"
      aria-label="Change booking"
    >
      <BookingChoices
        values={bookingChoiceValues(watched)}
        ownBooking={{ date: booking.date, timeSlot: booking.timeSlot, guests: booking.guests }}
        keepMenuSplit
        estimateNote={changeEstimateNote(booking.payment)}
        onChange={(patch) => {
          setRefusal(undefined);
          applyBookingChoice(form, patch);
        }}
        errors={bookingChoiceErrors(errors)}
      />
      {robotCheck.asked && <RobotCheck {...robotCheck.panel} />}
      {refusal && (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      )}
      <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
        {change.isPending ? 'Saving...' : robotCheck.waiting ? 'Checking...' : 'Save changes'}
      </Button>
    </form>
  );
}
