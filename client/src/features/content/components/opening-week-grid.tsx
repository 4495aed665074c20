import { useState } from 'react';
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
                  <TimeInput
                    id={`${id}-opens`}
                    label={`${d.day} opens at`}
                    value={d.opens}
                    onChange={(opens) => set(i, { opens })}
                  />
                  <span aria-hidden="true" className="text-sm text-muted-foreground">
                    to
                  </span>
                  <TimeInput
                    id={`${id}-closes`}
                    label={`${d.day} closes at`}
                    value={d.closes}
                    onChange={(closes) => set(i, { closes })}
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

/**
 * A time of day (HH:mm) with a label only screen readers need: the row says which day. While a
 * time is being typed over (a part cleared) it is only a draft; the week keeps its last whole
 * time, and leaving the field with nothing in it shows that time again.
 */
function TimeInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The week changed from outside (the text was edited): show its time.
    setShown(value);
    setDraft(value);
  }
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        type="time"
        fullWidth={false}
        className="w-32"
        value={draft}
        required
        onChange={(e) => {
          setDraft(e.target.value);
          if (e.target.value) onChange(e.target.value);
        }}
        onBlur={() => draft === '' && setDraft(value)}
      />
    </>
  );
}
