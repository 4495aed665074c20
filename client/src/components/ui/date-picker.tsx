import { DayPicker, labelDayButton } from 'react-day-picker';
import { cn } from '@/lib/cn';

// Dates travel as yyyy-MM-dd strings; the calendar needs local Date objects for those days.
export function toLocalDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day the calendar marks and refuses, with the words a screen reader hears for it. */
export type MarkedDay = { kind: 'full' | 'closed'; label: string };

/**
 * An inline calendar: weeks start on Sunday; days before `min` (yyyy-MM-dd) are disabled, and
 * after `max` when given. `marked` days (full, closed) are shown struck through, disabled, and
 * named in each day's accessible label; `onMonthChange` tells which month (yyyy-MM) is shown.
 */
export function DatePicker({
  value,
  onChange,
  min,
  max,
  marked,
  onMonthChange,
  labelledBy,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (iso: string) => void;
  min: string;
  max?: string | undefined;
  marked?: ReadonlyMap<string, MarkedDay> | undefined;
  onMonthChange?: ((month: string) => void) | undefined;
  /** id of the visible label. */
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const minDate = toLocalDate(min);
  const maxDate = max ? toLocalDate(max) : undefined;
  const markedOf = (kind: MarkedDay['kind']) => (day: Date) =>
    marked?.get(toIsoDate(day))?.kind === kind;
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={cn(
        'date-picker inline-block rounded-md border bg-surface p-2',
        invalid ? 'border-destructive' : 'border-border',
      )}
    >
      <DayPicker
        mode="single"
        weekStartsOn={0}
        selected={value ? toLocalDate(value) : undefined}
        onSelect={(day) => onChange(day ? toIsoDate(day) : '')}
        disabled={[
          { before: minDate },
          ...(maxDate ? [{ after: maxDate }] : []),
          ...(marked ? [(day: Date) => marked.has(toIsoDate(day))] : []),
        ]}
        modifiers={{ full: markedOf('full'), closed: markedOf('closed') }}
        modifiersClassNames={{ full: 'rdp-night-full', closed: 'rdp-night-closed' }}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const base = labelDayButton(date, modifiers, options, dateLib);
            const mark = marked?.get(toIsoDate(date));
            return mark ? `${base}, ${mark.label}` : base;
          },
        }}
        startMonth={minDate}
        {...(maxDate ? { endMonth: maxDate } : {})}
        defaultMonth={value ? toLocalDate(value) : minDate}
        {...(onMonthChange
          ? { onMonthChange: (m: Date) => onMonthChange(toIsoDate(m).slice(0, 7)) }
          : {})}
      />
    </div>
  );
}
