import { CANCEL_QUESTION, type FormAnswer } from '@shared/contracts/form-answer';
import type { ReservationDto } from '@shared/contracts/reservation';
import { Button, buttonVariants } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { MenuCountField, PartySizeOptions } from '../components/plain-party-fields';

// The booking page's forms as plain HTML, for the first HTML and for browsers without
// JavaScript: each posts to a path under the booking's page (manage-form.routes.ts), which
// answers with the page again. Once the page's island runs, the dialogs and the full change
// form take their place.

const pageOf = (token: string) => `/reservation/${token}`;

/** 'Cancel booking' before the island runs: a link to the question, asked as a page. */
export function CancelLink({ token }: { token: string }) {
  return (
    <a
      href={`${pageOf(token)}?${CANCEL_QUESTION.name}=${CANCEL_QUESTION.value}`}
      className={buttonVariants({ variant: 'outline' })}
    >
      Cancel booking
    </a>
  );
}

/** The question before a cancel, as a page of its own: what it does to the money, then yes or no. */
export function CancelQuestion({
  token,
  money,
}: {
  token: string;
  money?: { refunded: boolean; text: string } | undefined;
}) {
  return (
    <form
      method="post"
      action={`${pageOf(token)}/cancel`}
      aria-labelledby="cancel-question"
      className="space-y-3 rounded-lg border border-destructive p-4"
    >
      <h2 id="cancel-question" className="text-xl font-semibold">
        Cancel this booking?
      </h2>
      <p className="text-sm text-muted-foreground">
        Your seats will be released for other guests. This cannot be undone online.
      </p>
      {money && (
        <p className={`text-sm font-semibold ${money.refunded ? '' : 'text-destructive'}`}>
          {money.text}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive">
          Cancel booking
        </Button>
        <a href={pageOf(token)} className={buttonVariants({ variant: 'outline' })}>
          Keep booking
        </a>
      </div>
    </form>
  );
}

/**
 * The change of night, seating, party or menus as plain fields: the server checks the seats as
 * for any change and answers this page again with its message when it cannot take it.
 */
export function PlainChangeForm({
  token,
  booking,
  seatings,
  answer,
}: {
  token: string;
  booking: ReservationDto;
  seatings: readonly string[];
  answer: FormAnswer | undefined;
}) {
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const value = (name: keyof ReservationDto & string) =>
    values[name] ?? String(booking[name] ?? '');
  return (
    <form
      method="post"
      action={`${pageOf(token)}/change`}
      noValidate
      aria-label="Change booking"
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="change-date" label="Date" error={errors.date}>
          <Input type="date" name="date" defaultValue={value('date')} />
        </Field>
        <Field id="change-timeSlot" label="Seating" error={errors.timeSlot}>
          <NativeSelect name="timeSlot" defaultValue={value('timeSlot')}>
            {seatings.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="change-guests" label="Guests" error={errors.guests}>
          <NativeSelect name="guests" defaultValue={value('guests')}>
            <PartySizeOptions />
          </NativeSelect>
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <MenuCountField
            id="change-vegCount"
            name="vegCount"
            label="Vegetarian menu"
            defaultValue={value('vegCount')}
            error={errors.vegCount}
          />
          <MenuCountField
            id="change-nonVegCount"
            name="nonVegCount"
            label="Non-vegetarian menu"
            defaultValue={value('nonVegCount')}
            error={errors.nonVegCount}
          />
        </div>
      </div>
      <Button type="submit" className="w-full sm:w-auto">
        Save changes
      </Button>
    </form>
  );
}
