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

/**
 * A day the calendar marks, with the words a screen reader hears for it: one not `choosable` is
 * struck through and refused; a choosable full day carries a dot and may be picked.
 */
export type MarkedDay = { kind: 'full' | 'closed'; label: string; choosable: boolean };

/**
 * An inline calendar: weeks start on Sunday; days before `min` (yyyy-MM-dd) are disabled, and
 * after `max` when given. `marked` days (full, closed) are named in each day's accessible label,
 * and shown and refused as their mark says; `named` days carry their name in that label too; `onMonthChange` tells which month (yyyy-MM) is shown.
 */
export function DatePicker({
  value,
  onChange,
  min,
  max,
  marked,
  named,
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
  /** Days with a name of their own (a special night): named in the label and marked by a star. */
  named?: ReadonlyMap<string, string> | undefined;
  onMonthChange?: ((month: string) => void) | undefined;
  /** id of the visible label. */
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const minDate = toLocalDate(min);
  const maxDate = max ? toLocalDate(max) : undefined;
  const markOf = (day: Date) => marked?.get(toIsoDate(day));
  const nameOf = (day: Date) => named?.get(toIsoDate(day));
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
          ...(marked ? [(day: Date) => markOf(day)?.choosable === false] : []),
        ]}
        modifiers={{
          refused: (day) => markOf(day)?.choosable === false,
          closed: (day) => markOf(day)?.kind === 'closed',
          waitlist: (day) => markOf(day)?.choosable === true,
          special: (day) => nameOf(day) !== undefined,
        }}
        modifiersClassNames={{
          refused: 'rdp-night-refused',
          closed: 'rdp-night-closed',
          waitlist: 'rdp-night-waitlist',
          special: 'rdp-night-special',
        }}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) => {
            const base = labelDayButton(date, modifiers, options, dateLib);
            return [base, nameOf(date), markOf(date)?.label].filter(Boolean).join(', ');
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
