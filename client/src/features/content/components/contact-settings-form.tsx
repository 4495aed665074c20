import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  contactSettingsSchema,
  type ContactSettings,
  type ContactSettingsDto,
} from '@shared/contracts/site-settings';
import { DEFAULT_OPENING_WEEK, openingHoursText, type OpeningDay } from '@shared/opening-hours';
import { readOpeningHours } from '@shared/opening-hours-text';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverFieldErrors } from '@/lib/forms/form-errors';
import { contactSettingsQueryOptions } from '@/lib/site-content/site-settings';
import { useUpdateContactSettings } from '../api/update-contact-settings';
import { OpeningWeekGrid } from './opening-week-grid';

type FormValues = z.input<typeof contactSettingsSchema>;
const FIELDS = ['phone', 'email', 'address', 'openingHours', 'mapUrl'] as const;

/** The form's values for saved settings; the hours as the week the site shows, written out. */
function formValuesOf(contact: ContactSettingsDto): FormValues {
  const week = contact.openingWeek ?? DEFAULT_OPENING_WEEK;
  return {
    phone: contact.phone,
    email: contact.email,
    address: contact.address,
    openingHours: openingHoursText(week),
    mapUrl: contact.mapUrl,
  };
}

/** Times of days the text closes stay as they were, so reopening a day starts from them. */
const keepClosedTimes = (read: OpeningDay[], before: readonly OpeningDay[]) =>
  read.map((d, i) => (d.open ? d : { ...d, opens: before[i]!.opens, closes: before[i]!.closes }));

export function ContactSettingsForm() {
  const current = useQuery({ ...contactSettingsQueryOptions(), staleTime: 0 });
  if (current.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading contact information...
      </p>
    );
  }
  if (current.isError) {
    return (
      <div role="alert" className="max-w-xl space-y-3">
        <p>The contact information could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void current.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <ContactForm saved={current.data} />;
}

/**
 * The contact details and the opening hours. The hours are one week, shown two ways that stay
 * in step: the text (as the API takes it) and the days one by one; changing either rewrites the
 * other, so what is saved is the week both show.
 */
function ContactForm({ saved }: { saved: ContactSettingsDto }) {
  const save = useUpdateContactSettings();
  const [days, setDays] = useState<OpeningDay[]>(() =>
    (saved.openingWeek ?? DEFAULT_OPENING_WEEK).days.map((d) => ({ ...d })),
  );
  const [isDefault, setIsDefault] = useState(saved.openingWeek?.isDefault ?? true);
  const form = useForm<FormValues, unknown, ContactSettings>({
    resolver: zodResolver(contactSettingsSchema),
    defaultValues: formValuesOf(saved),
  });
  const { errors } = form.formState;

  const fromGrid = (next: OpeningDay[]) => {
    setDays(next);
    form.setValue('openingHours', openingHoursText({ days: next }), {
      shouldDirty: true,
      shouldValidate: true,
    });
  };
  const fromText = (text: string) => {
    const reading = readOpeningHours(text);
    if (reading.ok) setDays((before) => keepClosedTimes(reading.days, before));
  };

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset(formValuesOf(answer));
        if (answer.openingWeek) setDays(answer.openingWeek.days.map((d) => ({ ...d })));
        setIsDefault(false);
        toast({ title: 'Contact Details Updated' });
      },
      onError: (error) => {
        for (const { field, message } of serverFieldErrors(error, FIELDS)) {
          form.setError(field, { type: 'server', message });
        }
      },
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="max-w-2xl space-y-4"
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
      <div className="space-y-3 rounded-md border border-border p-4">
        <Field
          id="contact-hours"
          label="Opening Hours"
          error={errors.openingHours?.message}
          hint="Format as: Monday-Friday: 10am-10pm, Saturday-Sunday: 11am-11pm"
        >
          <Textarea
            rows={2}
            {...form.register('openingHours', { onChange: (e) => fromText(e.target.value) })}
          />
        </Field>
        <p id="contact-hours-days" className="text-xs text-muted-foreground">
          Or set each day below; the text and the days change together. The footer, the Contact page
          and the booking calendar show this week as soon as it is saved, and closed days cannot be
          booked.
          {isDefault && ' Until you save your own, the site shows these hours.'}
        </p>
        <OpeningWeekGrid days={days} onChange={fromGrid} describedBy="contact-hours-days" />
      </div>
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
