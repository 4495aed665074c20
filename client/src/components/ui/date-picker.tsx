import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
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

/** An inline calendar: weeks start on Sunday; days before `min` (yyyy-MM-dd) are disabled. */
export function DatePicker({
  value,
  onChange,
  min,
  labelledBy,
  invalid,
  describedBy,
}: {
  value: string;
  onChange: (iso: string) => void;
  min: string;
  /** id of the visible label. */
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const minDate = toLocalDate(min);
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={cn(
        'date-picker inline-block rounded-md border border-border bg-surface p-2',
        invalid && 'border-destructive',
      )}
    >
      <DayPicker
        mode="single"
        weekStartsOn={0}
        selected={value ? toLocalDate(value) : undefined}
        onSelect={(day) => onChange(day ? toIsoDate(day) : '')}
        disabled={{ before: minDate }}
        startMonth={minDate}
        defaultMonth={value ? toLocalDate(value) : minDate}
      />
    </div>
  );
}
