import type { OpeningDay } from '@shared/opening-hours';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';

/**
 * The week day by day: each day open or closed, and when open its opening and closing time
 * (a closing time before the opening one is past midnight). A closed day keeps its times, so
 * reopening it starts from them.
 */
export function OpeningWeekGrid({
  days,
  onChange,
  describedBy,
}: {
  days: readonly OpeningDay[];
  onChange: (days: OpeningDay[]) => void;
  describedBy?: string;
}) {
  const set = (i: number, change: Partial<OpeningDay>) =>
    onChange(days.map((d, j) => (j === i ? { ...d, ...change } : d)));
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium">Day by day</legend>
      <ul className="divide-y divide-border rounded-md border border-border">
        {days.map((d, i) => {
          const id = `opening-${d.day.toLowerCase()}`;
          return (
            <li
              key={d.day}
              className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 px-3 py-2 sm:grid-cols-[8rem_7rem_1fr]"
            >
              <span className="text-sm font-medium">{d.day}</span>
              <span className="flex items-center gap-2 justify-self-end sm:justify-self-start">
                <Switch
                  id={`${id}-open`}
                  checked={d.open}
                  aria-label={`${d.day} open`}
                  onCheckedChange={(open) => set(i, { open })}
                />
                <span aria-hidden="true" className="w-14 text-sm text-muted-foreground">
                  {d.open ? 'Open' : 'Closed'}
                </span>
              </span>
              {d.open && (
                <span className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1">
                  <label htmlFor={`${id}-opens`} className="sr-only">
                    {d.day} opens at
                  </label>
                  <Input
                    id={`${id}-opens`}
                    type="time"
                    fullWidth={false}
                    className="w-32"
                    value={d.opens}
                    required
                    onChange={(e) => e.target.value && set(i, { opens: e.target.value })}
                  />
                  <span aria-hidden="true" className="text-sm text-muted-foreground">
                    to
                  </span>
                  <label htmlFor={`${id}-closes`} className="sr-only">
                    {d.day} closes at
                  </label>
                  <Input
                    id={`${id}-closes`}
                    type="time"
                    fullWidth={false}
                    className="w-32"
                    value={d.closes}
                    required
                    onChange={(e) => e.target.value && set(i, { closes: e.target.value })}
                  />
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
