import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { blockSlotSchema } from '@shared/contracts/reservation';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { toast } from '@/components/ui/use-toast';
import { restaurantToday } from '@/lib/restaurant-today';
import { useBlockSlot, useBlockedSlots, useUnblockSlot } from '../api/staff-reservations';
import { useTimeSlots } from '../api/time-slots';

/** The block form: the shared schema, without the reason (the server sets it). */
const blockFormSchema = blockSlotSchema.omit({ reason: true });
type BlockForm = z.infer<typeof blockFormSchema>;
const EMPTY: BlockForm = { date: '', timeSlot: '' };

export function BlockedSlotsPanel() {
  const form = useForm<BlockForm>({ resolver: zodResolver(blockFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [date, timeSlot] = useWatch({ control: form.control, name: ['date', 'timeSlot'] });
  const slots = useTimeSlots();
  const blocked = useBlockedSlots();
  const block = useBlockSlot();
  const unblock = useUnblockSlot();
  const today = restaurantToday();

  const onBlock = form.handleSubmit((input) =>
    block.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Time slot has been blocked successfully' });
        form.reset(EMPTY);
      },
    }),
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[320px_1fr]">
      <form onSubmit={onBlock} noValidate className="space-y-4" aria-label="Block a seating">
        <Field id="block-date" label="Date" error={errors.date?.message}>
          <Input type="date" min={today} {...form.register('date')} />
        </Field>
        <Field id="block-slot" label="Time slot" error={errors.timeSlot?.message}>
          <NativeSelect {...form.register('timeSlot')}>
            <option value="">Select a time slot</option>
            {(slots.data ?? []).map((s) => (
              <option key={s.id} value={s.slot}>
                {s.slot}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" disabled={!date || !timeSlot || block.isPending}>
          {block.isPending ? 'Blocking...' : 'Block Time Slot'}
        </Button>
      </form>
      <div>
        <h2 className="text-xl font-semibold">Blocked seatings</h2>
        {blocked.isPending ? (
          <p className="mt-3 text-sm text-muted-foreground">Loading...</p>
        ) : (blocked.data ?? []).length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">No blocked seatings.</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
            {(blocked.data ?? []).map((b) => (
              <li key={b.id} className="flex items-center justify-between gap-4 p-3 text-sm">
                <span>
                  <strong>{b.date}</strong> · {b.timeSlot}{' '}
                  <span className="text-muted-foreground">({b.reason})</span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
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
    </div>
  );
}
