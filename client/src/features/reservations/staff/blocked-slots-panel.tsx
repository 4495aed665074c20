import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { toast } from '@/components/ui/use-toast';
import { restaurantToday } from '@/lib/restaurant-today';
import { useBlockSlot, useBlockedSlots, useUnblockSlot } from '../api/staff-reservations';
import { useTimeSlots } from '../api/time-slots';

export function BlockedSlotsPanel() {
  const [date, setDate] = useState('');
  const [timeSlot, setTimeSlot] = useState('');
  const slots = useTimeSlots();
  const blocked = useBlockedSlots();
  const block = useBlockSlot();
  const unblock = useUnblockSlot();
  const today = restaurantToday();

  const onBlock = (e: React.FormEvent) => {
    e.preventDefault();
    block.mutate(
      { date, timeSlot },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Time slot has been blocked successfully' });
          setDate('');
          setTimeSlot('');
        },
      },
    );
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[320px_1fr]">
      <form onSubmit={onBlock} className="space-y-4" aria-label="Block a seating">
        <Field id="block-date" label="Date">
          <Input type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field id="block-slot" label="Time slot">
          <NativeSelect value={timeSlot} onChange={(e) => setTimeSlot(e.target.value)}>
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
