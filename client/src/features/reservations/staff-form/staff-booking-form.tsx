import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_GUESTS, MIN_GUESTS } from '@shared/constants';
import {
  staffReservationSchema,
  type BookedReservationDto,
  type ReservationDto,
  type StaffReservationInput,
} from '@shared/contracts/reservation';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { Textarea } from '@/components/ui/textarea';
import { restaurantToday } from '@/lib/dates/restaurant-today';
import { useCreateStaffReservation } from '../api/staff-create-reservation';
import { useEditStaffReservation } from '../api/staff-edit-reservation';
import {
  editBookingValues,
  editPayload,
  newBookingValues,
  type StaffBookingValues,
} from './booking-form-values';
import { refusalOf } from './booking-refusal';
import { useSeatingChoices } from './use-seating-choices';
import { menusForPartySize, restOfParty } from '@/lib/reservations/menu-split';
import { DietaryNeedsEditor } from '@/components/reservations/dietary-needs-editor';
import { needsErrorsOf } from '../components/needs-form-errors';
import { OccasionFields } from '@/components/reservations/occasion-fields';

export type StaffBookingMode =
  { kind: 'add'; date: string } | { kind: 'edit'; booking: ReservationDto };

const GUEST_OPTIONS = Array.from({ length: MAX_GUESTS - MIN_GUESTS + 1 }, (_, i) => MIN_GUESTS + i);

/**
 * The staff booking form, for a new booking (phone or walk-in) and for correcting one. Both are
 * checked with the shared schema; an edit keeps the booking's source and is sent without it.
 * A refusal (a full or blocked seating, a field the server rejects) keeps the input.
 */
export function StaffBookingForm({
  mode,
  onAdded,
  onSaved,
}: {
  mode: StaffBookingMode;
  onAdded: (booking: BookedReservationDto) => void;
  onSaved: (booking: ReservationDto) => void;
}) {
  const id = useId();
  const editing = mode.kind === 'edit' ? mode.booking : undefined;
  const form = useForm<StaffBookingValues, unknown, StaffReservationInput>({
    resolver: zodResolver(staffReservationSchema),
    defaultValues: editing
      ? editBookingValues(editing)
      : newBookingValues(mode.kind === 'add' ? mode.date : ''),
  });
  const { errors, isSubmitting } = form.formState;
  const [source, date, guestsValue, vegValue, nonVegValue, needs, occasion, occasionNote] =
    useWatch({
      control: form.control,
      name: [
        'source',
        'date',
        'guests',
        'vegCount',
        'nonVegCount',
        'dietaryNeeds',
        'occasion',
        'occasionNote',
      ],
    });
  const needsErrors = needsErrorsOf(errors.dietaryNeeds);
  const guests = Number(guestsValue) || 0;
  const create = useCreateStaffReservation();
  const edit = useEditStaffReservation();
  const [refusal, setRefusal] = useState<string>();
  const { choices, loading } = useSeatingChoices({ date, guests, source, editing });

  const sourceField = form.register('source', {
    // A party at the door eats tonight.
    onChange: (e: { target: { value: string } }) => {
      if (e.target.value === 'walk_in') form.setValue('date', restaurantToday());
    },
  });
  const guestsField = form.register('guests', {
    onChange: (e: { target: { value: string } }) => {
      const split = menusForPartySize(Number(e.target.value));
      form.setValue('vegCount', split.vegCount);
      form.setValue('nonVegCount', split.nonVegCount);
    },
  });
  const vegField = form.register('vegCount', {
    onChange: (e: { target: { value: string } }) =>
      form.setValue('nonVegCount', restOfParty(guests, Number(e.target.value)), {
        shouldValidate: true,
      }),
  });
  const nonVegField = form.register('nonVegCount', {
    onChange: (e: { target: { value: string } }) =>
      form.setValue('vegCount', restOfParty(guests, Number(e.target.value)), {
        shouldValidate: true,
      }),
  });

  const onRefused = (err: unknown) => {
    const refused = refusalOf(err);
    for (const { field, message } of refused.fields) form.setError(field, { message });
    setRefusal(refused.message);
  };
  // Promises, not mutate's callbacks: an edit may move the booking off the screen that opened
  // the form (another night, a search it no longer matches), and its toast must still show.
  const submit = form.handleSubmit((input) => {
    setRefusal(undefined);
    const saved = editing
      ? edit.mutateAsync({ id: editing.id, input: editPayload(input) }).then(onSaved)
      : create.mutateAsync(input).then(onAdded);
    return saved.catch(onRefused);
  });
  const pending = isSubmitting || create.isPending || edit.isPending;
  const field = (name: string) => `${id}-${name}`;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Edit booking' : 'Add booking'}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 pb-4">
        {!editing && (
          <fieldset className="space-y-1.5">
            <legend className="text-sm font-medium">Booking taken</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(
                [
                  ['phone', 'Phone'],
                  ['walk_in', 'Walk-in'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex min-h-10 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    value={value}
                    className="h-4 w-4 accent-primary"
                    {...sourceField}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={field('name')}
            label="Name"
            error={errors.name?.message}
            className="space-y-1.5 sm:col-span-2"
          >
            <Input autoComplete="off" {...form.register('name')} />
          </Field>
          <Field id={field('phone')} label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="off" {...form.register('phone')} />
          </Field>
          <Field
            id={field('email')}
            label={source === 'walk_in' ? 'Email (optional)' : 'Email'}
            hint={
              source === 'walk_in'
                ? 'Optional for a walk-in; without it the guest gets no e-mails.'
                : 'The guest is e-mailed the booking and its manage link.'
            }
            error={errors.email?.message}
          >
            <Input type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field id={field('date')} label="Date" error={errors.date?.message}>
            <Input type="date" {...form.register('date')} />
          </Field>
          <Field id={field('guests')} label="Guests" error={errors.guests?.message}>
            <NativeSelect {...guestsField}>
              {GUEST_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id={field('timeSlot')}
            label="Seating"
            hint={
              source === 'walk_in' ? 'A walk-in may join a seating that has started.' : undefined
            }
            error={errors.timeSlot?.message}
            className="space-y-1.5 sm:col-span-2"
          >
            <NativeSelect disabled={!date || loading} {...form.register('timeSlot')}>
              <option value="">{date ? 'Select a time slot' : 'Choose a date first'}</option>
              {choices.map((c) => (
                <option key={c.slot} value={c.slot} disabled={c.unavailable !== undefined}>
                  {c.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id={field('vegCount')}
            label="Vegetarian menu"
            hint="Guests on this menu"
            error={errors.vegCount?.message}
          >
            <Input type="number" inputMode="numeric" min={0} max={guests} {...vegField} />
          </Field>
          <Field
            id={field('nonVegCount')}
            label="Non-vegetarian menu"
            hint="Guests on this menu"
            error={errors.nonVegCount?.message}
          >
            <Input type="number" inputMode="numeric" min={0} max={guests} {...nonVegField} />
          </Field>
          <Field
            id={field('specialRequests')}
            label="Special requests"
            error={errors.specialRequests?.message}
            className="space-y-1.5 sm:col-span-2"
          >
            <Textarea rows={2} {...form.register('specialRequests')} />
          </Field>
        </div>
        <DietaryNeedsEditor
          idPrefix={field('needs')}
          needs={needs ?? []}
          split={{ vegCount: Number(vegValue) || 0, nonVegCount: Number(nonVegValue) || 0 }}
          error={needsErrors.message}
          noteErrors={needsErrors.notes}
          onChange={(next) =>
            form.setValue('dietaryNeeds', next, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
        <OccasionFields
          idPrefix={field('occasion')}
          occasion={occasion}
          note={occasionNote}
          noteError={errors.occasionNote?.message}
          onChange={(next) => {
            form.setValue('occasion', next.occasion, { shouldDirty: true });
            form.setValue('occasionNote', next.occasionNote, { shouldDirty: true });
          }}
        />
        {refusal && (
          <p
            role="alert"
            className="rounded-md border border-destructive p-3 text-sm text-destructive"
          >
            {refusal}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-border px-6 py-4">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Close
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : editing ? 'Save changes' : 'Add booking'}
        </Button>
      </div>
    </form>
  );
}
