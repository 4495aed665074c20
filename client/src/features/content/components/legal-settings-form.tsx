import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  legalSettingsSchema,
  type LegalSettings,
  type LegalSettingsInput,
} from '@shared/contracts/legal-settings';
import { INDIAN_STATES } from '@shared/invoicing/indian-states';
import { DEFAULT_CATERING_SAC } from '@shared/invoicing/legal-defaults';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { legalSettingsQueryOptions } from '@/lib/site-content/legal-settings';
import { useUpdateLegalSettings } from '../api/update-legal-settings';

const EMPTY: LegalSettingsInput = {
  legalName: '',
  address: '',
  state: '' as LegalSettingsInput['state'],
  gstin: '',
  fssaiLicence: '',
  invoicePrefix: '',
  sac: DEFAULT_CATERING_SAC,
};

/**
 * What every tax invoice says of the restaurant. Until all of it is saved, paid orders get no
 * invoice (the dashboard's checklist says so).
 */
export function LegalSettingsForm() {
  const current = useQuery({ ...legalSettingsQueryOptions(), staleTime: 0 });
  const save = useUpdateLegalSettings();
  const saved = current.data;
  const form = useForm<LegalSettingsInput, unknown, LegalSettings>({
    resolver: zodResolver(legalSettingsSchema),
    defaultValues: EMPTY,
    // Saved values arrive after the form may already be typed in: what the user typed wins.
    values: saved?.complete
      ? {
          legalName: saved.legalName,
          address: saved.address,
          state: saved.state as LegalSettingsInput['state'],
          gstin: saved.gstin,
          fssaiLicence: saved.fssaiLicence,
          invoicePrefix: saved.invoicePrefix,
          sac: saved.sac,
        }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({
          title: 'Legal Details Updated',
          description: 'Tax invoices are issued with these details from now on.',
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4" aria-label="Legal details">
      <p className="text-sm text-muted-foreground">
        Printed on every GST tax invoice and credit note of a corporate order.
        {saved && !saved.complete && ' Until they are saved, paid orders get no tax invoice.'}
      </p>
      <Field id="legal-name" label="Legal name" error={errors.legalName?.message}>
        <Input autoComplete="organization" {...form.register('legalName')} />
      </Field>
      <Field id="legal-address" label="Registered address" error={errors.address?.message}>
        <Textarea rows={3} {...form.register('address')} />
      </Field>
      <Field id="legal-state" label="State" error={errors.state?.message}>
        <NativeSelect {...form.register('state')}>
          <option value="">Choose a state</option>
          {INDIAN_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id="legal-gstin"
        label="GSTIN"
        hint="15 characters; it starts with the state's code"
        error={errors.gstin?.message}
      >
        <Input autoCapitalize="characters" spellCheck={false} {...form.register('gstin')} />
      </Field>
      <Field
        id="legal-fssai"
        label="FSSAI licence number"
        hint="14 digits"
        error={errors.fssaiLicence?.message}
      >
        <Input inputMode="numeric" {...form.register('fssaiLicence')} />
      </Field>
      <Field
        id="legal-prefix"
        label="Invoice number prefix"
        hint="1 to 4 letters or digits: invoices are numbered PREFIX/26-27/1, credit notes PREFIX/26-27/C1"
        error={errors.invoicePrefix?.message}
      >
        <Input autoCapitalize="characters" spellCheck={false} {...form.register('invoicePrefix')} />
      </Field>
      <Field
        id="legal-sac"
        label="SAC code of catering"
        hint="996334 is outdoor and event catering"
        error={errors.sac?.message}
      >
        <Input inputMode="numeric" {...form.register('sac')} />
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Updating...' : 'Update Legal Details'}
      </Button>
    </form>
  );
}
