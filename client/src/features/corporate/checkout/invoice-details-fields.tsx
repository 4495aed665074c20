import { useWatch } from 'react-hook-form';
import { INDIAN_STATES } from '@shared/invoicing/indian-states';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { Textarea } from '@/components/ui/textarea';
import type { CheckoutForm } from './checkout-form-types';

/**
 * The optional part of checkout for the tax invoice: whom it is made out to. Closed, the invoice
 * names the company and delivery address given above; open, the company's legal name, GSTIN,
 * billing address, state (the place of supply) and a purchase order number.
 */
export function InvoiceDetailsFields({ form }: { form: CheckoutForm }) {
  const open = useWatch({ control: form.control, name: 'wantsInvoiceDetails' });
  const errors = form.formState.errors.billing;
  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">GST tax invoice</legend>
      <div className="flex items-start gap-3">
        <input
          id="billing-wanted"
          type="checkbox"
          aria-describedby="billing-wanted-hint"
          className="mt-0.5 h-4 w-4 accent-[var(--accent)]"
          {...form.register('wantsInvoiceDetails')}
        />
        <div>
          <label htmlFor="billing-wanted" className="text-sm font-medium">
            Add our company&rsquo;s GST details to the invoice
          </label>
          <p id="billing-wanted-hint" className="text-xs text-muted-foreground">
            A tax invoice comes with the payment confirmation either way.
          </p>
        </div>
      </div>
      {open && <BillingFields form={form} errors={errors} />}
    </fieldset>
  );
}

function BillingFields({
  form,
  errors,
}: {
  form: CheckoutForm;
  errors: CheckoutForm['formState']['errors']['billing'];
}) {
  return (
    <div id="billing-fields" className="space-y-3">
      <Field
        id="billing-legal-name"
        label="Legal name of the company"
        error={errors?.legalName?.message}
      >
        <Input autoComplete="organization" {...form.register('billing.legalName')} />
      </Field>
      <Field
        id="billing-gstin"
        label="GSTIN (optional)"
        hint="15 characters, e.g. 29AAGCB7383J1Z4"
        error={errors?.gstin?.message}
      >
        <Input autoCapitalize="characters" spellCheck={false} {...form.register('billing.gstin')} />
      </Field>
      <Field
        id="billing-address"
        label="Billing address"
        hint="As registered with the GSTIN. Without one, the delivery address is used."
        error={errors?.address?.message}
      >
        <Textarea rows={2} autoComplete="street-address" {...form.register('billing.address')} />
      </Field>
      <Field
        id="billing-state"
        label="State (place of supply)"
        hint="With a GSTIN, its own state is used when none is chosen."
        error={errors?.state?.message}
      >
        <NativeSelect {...form.register('billing.state')}>
          <option value="">Not chosen</option>
          {INDIAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="billing-po" label="PO number (optional)" error={errors?.poNumber?.message}>
        <Input autoComplete="off" {...form.register('billing.poNumber')} />
      </Field>
    </div>
  );
}
