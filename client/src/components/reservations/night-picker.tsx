import { addDays } from '@shared/restaurant-time';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * Which night the Tonight view shows: Today and Tomorrow on the restaurant's clock (`today`),
 * or any date. The date field is labelled 'Night'.
 */
export function NightPicker({
  night,
  today,
  onChange,
}: {
  night: string;
  today: string;
  onChange: (night: string) => void;
}) {
  const tomorrow = addDays(today, 1);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Today or tomorrow" className="flex gap-2">
        {(
          [
            [today, 'Today'],
            [tomorrow, 'Tomorrow'],
          ] as const
        ).map(([date, label]) => (
          <Button
            key={label}
            type="button"
            variant={night === date ? 'default' : 'outline'}
            aria-pressed={night === date}
            onClick={() => onChange(date)}
          >
            {label}
          </Button>
        ))}
      </div>
      <Field id="tonight-night" label="Night">
        <Input
          type="date"
          value={night}
          // Clearing the field means nothing; it goes back to tonight.
          onChange={(e) => onChange(e.target.value || today)}
          fullWidth={false}
          className="w-44"
        />
      </Field>
    </div>
  );
}
