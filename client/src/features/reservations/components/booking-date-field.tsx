import { DatePicker } from '@/components/ui/date-picker';
import { Field } from '@/components/ui/field';

/**
 * The night, as a one-month calendar with days before today disabled. `today` comes from the
 * restaurant's clock once the page has mounted; until then a box the size of the calendar (of a
 * five-week month) holds its place. `monthKey` changes when the date is set from elsewhere (a
 * nearest free night), so the calendar opens on that date's month.
 */
export function BookingDateField({
  value,
  today,
  onChange,
  error,
  monthKey,
}: {
  value: string;
  today: string | undefined;
  onChange: (date: string) => void;
  error?: string | undefined;
  monthKey: number;
}) {
  return (
    <Field id="date" label="Date" group error={error}>
      {today ? (
        <DatePicker
          key={monthKey}
          labelledBy="date-label"
          min={today}
          value={value}
          invalid={Boolean(error)}
          describedBy={error ? 'date-error' : undefined}
          onChange={onChange}
        />
      ) : (
        <div className="h-[298px] w-[298px] max-w-full rounded-md border border-border bg-muted" />
      )}
    </Field>
  );
}
