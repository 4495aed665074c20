import { useState } from 'react';
import type { TimeSlotDto } from '@shared/contracts/reservation';
import type { TimeSlotUpdate } from '@shared/contracts/seatings';
import { SEATING_CAPACITY_MAX, SEATING_CAPACITY_MIN } from '@shared/contracts/seatings';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * One seating as staff edit it: its times, seats and order, saved together; retiring or offering
 * it again is its own button. Refusals are the page's to show.
 */
export function SeatingRow({
  seating,
  busy,
  onSave,
}: {
  seating: TimeSlotDto;
  busy: boolean;
  onSave: (change: TimeSlotUpdate) => void;
}) {
  const [startTime, setStartTime] = useState(seating.startTime);
  const [endTime, setEndTime] = useState(seating.endTime);
  const [capacity, setCapacity] = useState(String(seating.maxCapacity));
  const [order, setOrder] = useState(String(seating.order));
  const id = `seating-${seating.id}`;
  const change: TimeSlotUpdate = {
    ...(startTime !== seating.startTime ? { startTime } : {}),
    ...(endTime !== seating.endTime ? { endTime } : {}),
    ...(Number(capacity) !== seating.maxCapacity ? { maxCapacity: Number(capacity) } : {}),
    ...(Number(order) !== seating.order ? { order: Number(order) } : {}),
  };
  const edited = Object.keys(change).length > 0;
  return (
    <li className="rounded-lg border border-border p-4" aria-label={seating.slot}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{seating.slot}</h2>
        <span
          className={
            seating.isActive
              ? 'text-sm font-medium text-foreground'
              : 'text-sm text-muted-foreground'
          }
        >
          {seating.isActive ? 'Offered' : 'Retired'}
        </span>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field id={`${id}-start`} label="Starts">
          <Input type="time" value={startTime} onChange={(e) => setStartTime(e.target.value)} />
        </Field>
        <Field id={`${id}-end`} label="Ends">
          <Input type="time" value={endTime} onChange={(e) => setEndTime(e.target.value)} />
        </Field>
        <Field id={`${id}-capacity`} label="Seats">
          <Input
            type="number"
            inputMode="numeric"
            min={SEATING_CAPACITY_MIN}
            max={SEATING_CAPACITY_MAX}
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
          />
        </Field>
        <Field id={`${id}-order`} label="Order">
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            value={order}
            onChange={(e) => setOrder(e.target.value)}
          />
        </Field>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={busy || !edited} onClick={() => onSave(change)}>
          {`Save ${seating.slot}`}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => onSave({ isActive: !seating.isActive })}
        >
          {seating.isActive ? `Retire ${seating.slot}` : `Offer ${seating.slot} again`}
        </Button>
      </div>
    </li>
  );
}
