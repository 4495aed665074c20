import { useWatch } from 'react-hook-form';
import { PAYMENT_LINK_VALID_DAYS } from '@shared/constants';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CheckoutForm } from './checkout-form-types';

const CHOICES = [
  { value: 'card', label: 'Pay now by card' },
  { value: 'link', label: 'Send a payment link to our accounts team' },
] as const;

/**
 * How the order is paid: in the payment dialog now, or by a link e-mailed to the company's
 * accounts team (the order waits, unconfirmed, until the link is paid).
 */
export function PaymentChoiceFields({ form }: { form: CheckoutForm }) {
  const mode = useWatch({ control: form.control, name: 'paymentMode' });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">Payment</legend>
      <div className="space-y-1">
        {CHOICES.map(({ value, label }) => (
          <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="radio"
              value={value}
              className="h-4 w-4 accent-[var(--accent)]"
              {...form.register('paymentMode')}
            />
            {label}
          </label>
        ))}
      </div>
      {mode === 'link' && (
        <Field
          id="accounts-email"
          label="Accounts team e-mail"
          hint={`They can pay the link until the day before delivery (for ${PAYMENT_LINK_VALID_DAYS} days at most); your order is confirmed once it is paid.`}
          error={form.formState.errors.accountsEmail?.message}
        >
          <Input type="email" autoComplete="email" {...form.register('accountsEmail')} />
        </Field>
      )}
    </fieldset>
  );
}
