import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { AffectedBooking } from '@shared/contracts/reservation';
import { BLOCK_REASON_MAX, isoDateSchema } from '@shared/contracts/reservation';
import { closedWeekdays } from '@shared/opening-hours';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { toast } from '@/components/ui/use-toast';
import { formatCalendarDate } from '@/lib/dates/calendar-date';
import { restaurantToday } from '@/lib/dates/restaurant-today';
import { useContactSettings } from '@/lib/site-content/site-settings';
import {
  fetchBlockPreview,
  useBlockSlot,
  useBlockedSlots,
  useUnblockSlot,
  type BlockRequest,
} from '@/lib/reservations/staff-reservations';
import { useTimeSlots } from '@/lib/reservations/time-slots';
import { AffectedBookingsDialog } from './affected-bookings-dialog';

/** The seating select's value for every seating of the night. */
const WHOLE_NIGHT = 'whole-night';

/**
 * The block form, refusing what the shared block schema refuses; its seating select also offers
 * the whole night. Whether bookings are kept or cancelled is asked afterwards.
 */
const blockFormSchema = z
  .object({
    date: isoDateSchema,
    timeSlot: z.string().min(1, 'Please select a time slot'),
    toDate: z.string(),
    reason: z
      .string()
      .max(BLOCK_REASON_MAX, `Please keep this under ${BLOCK_REASON_MAX} characters`),
  })
  .refine((f) => !f.toDate || f.toDate >= f.date, {
    message: 'The last night must be on or after the first',
    path: ['toDate'],
  });
type BlockForm = z.infer<typeof blockFormSchema>;
const EMPTY: BlockForm = { date: '', timeSlot: '', toDate: '', reason: '' };

function toRequest(form: BlockForm): BlockRequest {
  const wholeNight = form.timeSlot === WHOLE_NIGHT;
  return {
    date: form.date,
    ...(wholeNight ? { wholeNight: true } : { timeSlot: form.timeSlot }),
    ...(form.toDate && form.toDate !== form.date ? { toDate: form.toDate } : {}),
    reason: form.reason.trim(),
  };
}

export function BlockedSlotsPanel() {
  const form = useForm<BlockForm>({ resolver: zodResolver(blockFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [date, timeSlot] = useWatch({ control: form.control, name: ['date', 'timeSlot'] });
  const slots = useTimeSlots();
  const blocked = useBlockedSlots();
  const block = useBlockSlot();
  const unblock = useUnblockSlot();
  const contact = useContactSettings();
  const today = restaurantToday();
  const [asking, setAsking] = useState<{ request: BlockRequest; bookings: AffectedBooking[] }>();
  const [checking, setChecking] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  /** After a block, the next one starts at the date; after Go back, at the button again. */
  const focusAfterDialog = useRef<'date' | 'submit'>('submit');
  const closedDays = contact.openingWeek ? closedWeekdays(contact.openingWeek) : [];

  const send = (request: BlockRequest) =>
    block.mutate(request, {
      onSuccess: (result) => {
        setAsking(undefined);
        const cancelled = result.cancelledBookings.length;
        toast({
          title: 'Success',
          description:
            cancelled > 0
              ? `Time slot has been blocked successfully. ${cancelled} ${cancelled === 1 ? 'booking' : 'bookings'} cancelled and the guests e-mailed.`
              : 'Time slot has been blocked successfully',
        });
        form.reset(EMPTY);
        form.setFocus('date');
      },
    });

  // Bookings inside the block are shown and asked about first; the server refuses a block that
  // would leave them unanswered, so this is the only way through.
  const onBlock = form.handleSubmit(async (values) => {
    const request = toRequest(values);
    setChecking(true);
    try {
      const preview = await fetchBlockPreview({
        date: request.date,
        timeSlot: request.timeSlot,
        wholeNight: request.wholeNight ? 'true' : undefined,
        toDate: request.toDate,
      });
      if (preview.bookings.length > 0) setAsking({ request, bookings: preview.bookings });
      else send(request);
    } catch (err) {
      toast({
        title: 'Error',
        description: err instanceof Error ? err.message : 'Failed to block time slot',
        variant: 'destructive',
      });
    } finally {
      setChecking(false);
    }
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[340px_1fr]">
      <form onSubmit={onBlock} noValidate className="space-y-4" aria-label="Block a seating">
        <Field id="block-date" label="Date" error={errors.date?.message}>
          <Input type="date" min={today} {...form.register('date')} />
        </Field>
        <Field
          id="block-to-date"
          label="Until (optional)"
          hint="For several nights, such as holidays: the last night to close."
          error={errors.toDate?.message}
        >
          <Input type="date" min={date || today} {...form.register('toDate')} />
        </Field>
        <Field id="block-slot" label="Time slot" error={errors.timeSlot?.message}>
          <NativeSelect {...form.register('timeSlot')}>
            <option value="">Select a time slot</option>
            <option value={WHOLE_NIGHT}>Whole night (every seating)</option>
            {(slots.data ?? []).map((s) => (
              <option key={s.id} value={s.slot}>
                {s.slot}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="block-reason"
          label="Reason (optional)"
          hint="Shown to staff in the list below; guests are not shown it."
          error={errors.reason?.message}
        >
          <Input placeholder="Blocked by staff" {...form.register('reason')} />
        </Field>
        <Button
          ref={submitButton}
          type="submit"
          disabled={!date || !timeSlot || block.isPending || checking}
        >
          {block.isPending || checking ? 'Blocking...' : 'Block Time Slot'}
        </Button>
        <p className="text-sm text-muted-foreground">
          {closedDays.length > 0
            ? `Closed every ${closedDays.join(', ')} by the opening hours; those nights need no block. `
            : 'Weekly closing days are set with the opening hours. '}
          <Link href="/staff/content#contact" className="underline underline-offset-2">
            Change the opening hours (Content → Contact Information)
          </Link>
        </p>
      </form>
      <div>
        <h2 className="text-xl font-semibold">Blocked seatings</h2>
        {blocked.isPending ? (
          <p className="mt-3 text-sm text-muted-foreground">Loading...</p>
        ) : blocked.isError ? (
          <p className="mt-3 text-sm text-destructive">Blocked seatings could not be loaded.</p>
        ) : (blocked.data ?? []).length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">No blocked seatings.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
            {(blocked.data ?? []).map((b) => (
              <li
                key={b.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3 text-sm"
              >
                <span>
                  <strong>{formatCalendarDate(b.date)}</strong> · {b.timeSlot}
                  <span className="block text-muted-foreground">
                    Reason: {b.reason || 'Blocked by staff'}
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Unblock ${formatCalendarDate(b.date)} ${b.timeSlot}`}
                  onClick={() =>
                    unblock.mutate(b.id, {
                      onSuccess: () =>
                        toast({
                          title: 'Success',
                          description: 'Time slot has been unblocked successfully',
                        }),
                    })
                  }
                >
                  Unblock
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <AffectedBookingsDialog
        bookings={asking?.bookings}
        busy={block.isPending}
        onChoose={(bookings, message) => {
          // The dialog closes only once the block is made; the next block starts at the date.
          focusAfterDialog.current = 'date';
          if (asking) send({ ...asking.request, bookings, ...(message ? { message } : {}) });
        }}
        onClose={() => {
          focusAfterDialog.current = 'submit';
          setAsking(undefined);
        }}
        onClosed={() => {
          if (focusAfterDialog.current === 'date') form.setFocus('date');
          else submitButton.current?.focus();
        }}
      />
    </div>
  );
}
