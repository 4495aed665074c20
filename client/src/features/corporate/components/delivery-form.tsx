import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DELIVERY_TIMES } from '@shared/contracts/corporate-order';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { Textarea } from '@/components/ui/textarea';
import { restaurantToday, useRestaurantToday } from '@/lib/dates/restaurant-today';
import type { CartLine } from '../cart/cart';
import {
  checkoutChoices,
  checkoutFormSchema,
  EMPTY_CHECKOUT_FORM,
  type CheckoutFormInput,
} from '../checkout/checkout-form';
import { InvoiceDetailsFields } from '../checkout/invoice-details-fields';
import { PaymentChoiceFields } from '../checkout/payment-choice-fields';
import { useCorporateCheckout } from '../use-corporate-checkout';

/** The server says the same of a past date. */
const PAST_DATE_MESSAGE = 'Please select a delivery date from today onwards';

/**
 * Where and when the order goes, whom the tax invoice names, how it is paid, and the checkout
 * button. Dates before today (in the restaurant's time zone) cannot be picked nor sent.
 */
export function DeliveryForm({ lines }: { lines: CartLine[] }) {
  // 'Today' comes from the clock, so it is unknown until the page has hydrated.
  const today = useRestaurantToday();
  const form = useForm<CheckoutFormInput, unknown, z.output<typeof checkoutFormSchema>>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: EMPTY_CHECKOUT_FORM,
  });
  const { errors } = form.formState;
  const checkout = useCorporateCheckout({
    lines,
    onFieldErrors: (fieldErrors) =>
      fieldErrors.forEach(({ field, message }, i) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }),
      ),
  });

  const byLink = useWatch({ control: form.control, name: 'paymentMode' }) === 'link';

  const onSubmit = form.handleSubmit((values) => {
    // The calendar offers no past day, but a date picked before midnight may be past by now.
    if (values.deliveryDate < restaurantToday()) {
      form.setError('deliveryDate', { type: 'past', message: PAST_DATE_MESSAGE });
      return;
    }
    void checkout.start(checkoutChoices(values));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="delivery-heading" className="space-y-4">
      <h2 id="delivery-heading" className="text-xl font-semibold">
        Delivery details
      </h2>
      <Field id="delivery-name" label="Contact person" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </Field>
      <Field id="delivery-company" label="Company (optional)" error={errors.companyName?.message}>
        <Input autoComplete="organization" {...form.register('companyName')} />
      </Field>
      <Field id="delivery-phone" label="Contact number" error={errors.contactNumber?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('contactNumber')} />
      </Field>
      <Field id="delivery-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <Field id="delivery-address" label="Delivery address" error={errors.deliveryAddress?.message}>
        <Textarea rows={3} autoComplete="street-address" {...form.register('deliveryAddress')} />
      </Field>
      <Field id="delivery-date" label="Delivery date" group error={errors.deliveryDate?.message}>
        <Controller
          control={form.control}
          name="deliveryDate"
          render={({ field }) =>
            today ? (
              <DatePicker
                labelledBy="delivery-date-label"
                min={today}
                value={field.value}
                invalid={Boolean(errors.deliveryDate)}
                describedBy={errors.deliveryDate ? 'delivery-date-error' : undefined}
                onChange={field.onChange}
              />
            ) : (
              <div className="h-72 animate-pulse rounded-lg bg-muted" />
            )
          }
        />
      </Field>
      {/* A list, not a text box: a sample time written in an empty box looked filled in. The
          choice is sent as the text the field has always carried, e.g. '3:00 PM'. */}
      <Field id="delivery-time" label="Delivery time" error={errors.deliveryTime?.message}>
        <NativeSelect {...form.register('deliveryTime')}>
          <option value="">Select a time</option>
          {DELIVERY_TIMES.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id="delivery-instructions"
        label="Special instructions (optional)"
        error={errors.specialInstructions?.message}
      >
        <Textarea rows={2} {...form.register('specialInstructions')} />
      </Field>
      <p className="text-sm text-muted-foreground">
        Delivery charges are paid to the delivery partner.
      </p>
      <InvoiceDetailsFields form={form} />
      <PaymentChoiceFields form={form} />
      <Button type="submit" className="w-full" disabled={lines.length === 0 || checkout.busy}>
        {checkout.busy ? 'Processing...' : byLink ? 'Send Payment Link' : 'Proceed to Payment'}
      </Button>
    </form>
  );
}
