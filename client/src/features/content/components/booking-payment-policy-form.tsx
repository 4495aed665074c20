import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { bookingPaymentPolicySchema } from '@shared/contracts/booking-payments';
import type { BookingPaymentPolicyInput } from '@shared/contracts/booking-payments';
import {
  describeBookingPaymentPolicy,
  type BookingPaymentPolicy,
} from '@shared/domain/booking-payments';
import { weekdayOfNumber } from '@shared/weekdays';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { toast } from '@/components/ui/use-toast';
import { bookingPaymentPolicyQueryOptions } from '@/lib/site-content/site-settings';
import { useUpdateBookingPaymentPolicy } from '../api/update-booking-payment-policy';

/** The policy's nights in the order it stores them (0 = Sunday), Sunday first as a calendar. */
const POLICY_WEEK = Array.from({ length: 7 }, (_, day) => weekdayOfNumber(day));

/**
 * Whether diners pay when booking: nothing (the default: paid at the restaurant), a deposit per
 * guest or the whole estimate, on which nights and from which party size, and the cancellation
 * window. The booking page states what is saved here.
 */
export function BookingPaymentPolicyForm() {
  const current = useQuery({ ...bookingPaymentPolicyQueryOptions(), staleTime: 0 });
  // The form opens on the saved policy, never on a stand-in: shown the default ('Nothing') while
  // the saved one loads, an admin could take it for the policy in force, or start editing a
  // form that the arriving policy then overwrites under their cursor.
  if (current.isPending) {
    return <p className="text-sm text-muted-foreground">Loading the deposit policy...</p>;
  }
  if (current.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The deposit policy could not be loaded. Reload the page to try again.
      </p>
    );
  }
  return <PolicyForm saved={current.data} />;
}

function PolicyForm({ saved }: { saved: BookingPaymentPolicy }) {
  const save = useUpdateBookingPaymentPolicy();
  const form = useForm<BookingPaymentPolicyInput, unknown, BookingPaymentPolicy>({
    resolver: zodResolver(bookingPaymentPolicySchema),
    defaultValues: saved,
    // A policy saved meanwhile (another admin, this form's own save) is taken in; what this
    // admin has typed wins.
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  // Every field, so the preview of the booking page's words follows each keystroke.
  const values = useWatch({ control: form.control });
  const { kind } = values;
  const chosen = new Set((values.weekdays ?? []).map(Number));
  const preview = bookingPaymentPolicySchema.safeParse(values);

  const toggleDay = (day: number) => {
    const next = chosen.has(day) ? [...chosen].filter((d) => d !== day) : [...chosen, day];
    form.setValue('weekdays', next, { shouldDirty: true });
  };

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({
          title: 'Deposit Policy Updated',
          description: 'New bookings follow it from now on; bookings already made keep theirs.',
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4" aria-label="Deposit policy">
      <Field id="policy-kind" label="When booking, diners pay" error={errors.kind?.message}>
        <NativeSelect {...form.register('kind')}>
          <option value="none">Nothing: everything is paid at the restaurant</option>
          <option value="deposit">A deposit per guest</option>
          <option value="prepay">The whole estimated bill (prepaid seats)</option>
        </NativeSelect>
      </Field>
      {kind !== 'none' && (
        <>
          {kind === 'deposit' && (
            <Field
              id="policy-deposit"
              label="Deposit per guest (₹)"
              error={errors.depositPerGuestRupees?.message}
            >
              <Input inputMode="numeric" {...form.register('depositPerGuestRupees')} />
            </Field>
          )}
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Nights (none ticked: every night)</legend>
            <div className="flex flex-wrap gap-3">
              {POLICY_WEEK.map((name, day) => (
                <label key={name} className="flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    checked={chosen.has(day)}
                    onChange={() => toggleDay(day)}
                  />
                  {name}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            id="policy-min-guests"
            label="For parties of at least"
            error={errors.minGuests?.message}
          >
            <Input inputMode="numeric" {...form.register('minGuests')} />
          </Field>
          <Field
            id="policy-window"
            label="Free cancellation until (hours before the seating)"
            hint="Cancelled earlier: refunded in full. Later, or a no-show: kept."
            error={errors.cancellationHours?.message}
          >
            <Input inputMode="numeric" {...form.register('cancellationHours')} />
          </Field>
          <Field
            id="policy-hold"
            label="Unpaid bookings hold their seats for (minutes)"
            error={errors.holdMinutes?.message}
          >
            <Input inputMode="numeric" {...form.register('holdMinutes')} />
          </Field>
          {preview.success && (
            <div className="space-y-1 rounded-lg border border-border bg-muted p-3 text-sm">
              <p className="font-semibold">The booking page will say:</p>
              {describeBookingPaymentPolicy(preview.data).map((line) => (
                <p key={line} className="text-muted-foreground">
                  {line}
                </p>
              ))}
            </div>
          )}
        </>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Updating...' : 'Update Deposit Policy'}
      </Button>
    </form>
  );
}
