import { Button } from '@/components/ui/button';
import { RANGE_CHOICES, type RangeDays } from '../dashboard-figures';

/** 7, 30 or 90 days: a group of toggle buttons, the chosen one pressed. */
export function RangeSelector({
  value,
  onChange,
}: {
  value: RangeDays;
  onChange: (days: RangeDays) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Range"
      className="inline-flex rounded-md border border-border p-1"
    >
      {RANGE_CHOICES.map((days) => (
        <Button
          key={days}
          type="button"
          size="sm"
          variant={days === value ? 'default' : 'ghost'}
          aria-pressed={days === value}
          onClick={() => onChange(days)}
        >
          {days} days
        </Button>
      ))}
    </div>
  );
}
