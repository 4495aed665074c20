import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { contactSettingsSchema, type ContactSettings } from '@shared/contracts/site-settings';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { contactSettingsQueryOptions } from '@/lib/site-settings';
import { useUpdateContactSettings } from '../api/update-contact-settings';

export function ContactSettingsForm() {
  const current = useQuery({ ...contactSettingsQueryOptions(), staleTime: 0 });
  const save = useUpdateContactSettings();
  const form = useForm<z.input<typeof contactSettingsSchema>, unknown, ContactSettings>({
    resolver: zodResolver(contactSettingsSchema),
    defaultValues: { phone: '', email: '', address: '', openingHours: '', mapUrl: '' },
    // Saved values arrive after the form may already be typed in: what the user typed wins.
    values: current.data,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => toast({ title: 'Contact Details Updated' }) }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="max-w-xl space-y-4"
      aria-label="Contact information"
    >
      <Field id="contact-phone" label="Phone" error={errors.phone?.message}>
        <Input type="tel" {...form.register('phone')} />
      </Field>
      <Field id="contact-email" label="Email" error={errors.email?.message}>
        <Input type="email" {...form.register('email')} />
      </Field>
      <Field id="contact-address" label="Address" error={errors.address?.message}>
        <Textarea rows={3} {...form.register('address')} />
      </Field>
      <Field
        id="contact-hours"
        label="Opening Hours"
        error={errors.openingHours?.message}
        hint="Format as: Monday-Friday: 10am-10pm, Saturday-Sunday: 11am-11pm"
      >
        <Textarea rows={3} {...form.register('openingHours')} />
      </Field>
      <Field
        id="contact-map"
        label="Map link (optional)"
        error={errors.mapUrl?.message}
        hint="A Google Maps or other directions link. Without one, e-mails and the Contact page search maps for the address."
      >
        <Input type="url" inputMode="url" {...form.register('mapUrl')} />
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Updating...' : 'Update Contact Information'}
      </Button>
    </form>
  );
}
