import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  quoteRequestSchema,
  type QuoteRequestInput,
  type QuoteRequestValues,
} from '@shared/contracts/quote-request';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useRestaurantToday } from '@/lib/dates/restaurant-today';
import { useRequestQuote } from '../api/request-quote';

const EMPTY: QuoteRequestInput = {
  name: '',
  company: '',
  email: '',
  phone: '',
  eventDate: '',
  guests: '',
  message: '',
};

const FIELDS = ['name', 'company', 'email', 'phone', 'eventDate', 'guests', 'message'] as const;

/** The quote request form; once sent, the server's thanks stand in its place. */
export function QuoteRequestForm() {
  const today = useRestaurantToday();
  const send = useRequestQuote();
  const [received, setReceived] = useState<string | null>(null);
  const form = useForm<QuoteRequestInput, unknown, QuoteRequestValues>({
    resolver: zodResolver(quoteRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (answer) => {
        toast({ title: 'Request Sent', description: answer.message });
        setReceived(answer.message);
      },
      onError: (error) => {
        // The server's own words go on the fields it names (a past date, say).
        if (!(error instanceof ApiError)) return;
        for (const { path, message } of error.body?.errors ?? []) {
          const field = FIELDS.find((f) => f === path);
          if (field) form.setError(field, { type: 'server', message });
        }
        if (error.body?.code === 'invalid_input' && !error.body.errors?.length) {
          form.setError('eventDate', { type: 'server', message: error.body.message });
        }
      },
    }),
  );

  if (received) {
    return (
      <p role="status" className="rounded-lg border border-accent/60 bg-accent/10 p-4">
        {received}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Request a quote" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="quote-name" label="Your name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field id="quote-company" label="Company (optional)" error={errors.company?.message}>
          <Input autoComplete="organization" {...form.register('company')} />
        </Field>
        <Field id="quote-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field id="quote-phone" label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </Field>
        <Field id="quote-date" label="Event date" error={errors.eventDate?.message}>
          <Input type="date" min={today} {...form.register('eventDate')} />
        </Field>
        <Field id="quote-guests" label="Guests" error={errors.guests?.message}>
          <Input type="number" inputMode="numeric" min={1} {...form.register('guests')} />
        </Field>
      </div>
      <Field
        id="quote-message"
        label="Tell us about the event (optional)"
        error={errors.message?.message}
      >
        <Textarea rows={3} {...form.register('message')} />
      </Field>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send request'}
      </Button>
    </form>
  );
}
