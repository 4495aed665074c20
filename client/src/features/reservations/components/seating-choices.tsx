import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';
import type { SeatingChoice } from './seating-choice';

/**
 * One seating as a radio button named `timeSlot`, with its seats left or why it cannot be chosen;
 * the same in the full form (controlled: `checked`, `onChange`) and in the plain HTML form
 * (`defaultChecked`), so the two look alike.
 */
export function SeatingOption({
  choice,
  idPrefix,
  invalid = false,
  ...input
}: {
  choice: Pick<SeatingChoice, 'id' | 'slot' | 'note'>;
  /** Ids are `${idPrefix}-${id}-name` and `…-note`. */
  idPrefix: string;
  invalid?: boolean;
  disabled: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'defaultChecked' | 'onChange'>) {
  const id = `${idPrefix}-${choice.id}`;
  return (
    <label
      className={cn(
        'flex min-h-12 w-full cursor-pointer items-center gap-3 rounded-md border bg-surface px-3 py-2 text-left text-sm',
        'hover:bg-muted has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:disabled]:hover:bg-surface',
        'has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        invalid ? 'border-destructive' : 'border-border',
      )}
    >
      <input
        type="radio"
        name="timeSlot"
        value={choice.slot}
        {...input}
        aria-labelledby={`${id}-name`}
        aria-describedby={choice.note ? `${id}-note` : undefined}
        className="h-4 w-4 shrink-0 accent-foreground focus-visible:outline-none"
      />
      <span id={`${id}-name`} className="font-medium">
        {choice.slot}
      </span>
      {choice.note && (
        <span id={`${id}-note`} className="ml-auto text-muted-foreground">
          {choice.note}
        </span>
      )}
    </label>
  );
}

/**
 * The seatings of the chosen night as the platform's radio buttons (arrow keys move between the
 * open ones, as in the plain form).
 * Disabled until a date is picked and while its availability loads; each seating shows the
 * seats left or why it cannot be chosen. Before availability arrives the seating names alone
 * hold the place, so the layout does not jump.
 */
export function SeatingChoices({
  choices,
  names,
  status,
  value,
  onChange,
  error,
  groupRef,
}: {
  /** The seatings with their seats; undefined while there is nothing to choose from yet. */
  choices: SeatingChoice[] | undefined;
  /** The seatings' names, shown disabled until `choices` arrive. */
  names: readonly string[];
  /** Why nothing can be chosen ('Loading availability...', 'No available time slots'...). */
  status: string | undefined;
  value: string;
  onChange: (slot: string) => void;
  error?: string | undefined;
  groupRef?: Ref<HTMLDivElement>;
}) {
  const disabled = choices === undefined;
  const items: Pick<SeatingChoice, 'id' | 'slot' | 'note' | 'takesParty'>[] =
    choices ?? names.map((slot, id) => ({ id: -1 - id, slot, note: '', takesParty: false }));
  const describedBy = [status && 'timeSlot-status', error && 'timeSlot-error']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="space-y-1.5">
      <span id="timeSlot-label" className="block text-sm font-medium">
        Time slot
      </span>
      <div
        ref={groupRef}
        role="radiogroup"
        aria-labelledby="timeSlot-label"
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        aria-disabled={disabled || undefined}
        className="grid gap-2"
      >
        {items.map((s) => (
          <SeatingOption
            key={s.id}
            choice={s}
            idPrefix="seating"
            invalid={!!error}
            disabled={disabled || !s.takesParty}
            checked={value === s.slot}
            onChange={() => onChange(s.slot)}
          />
        ))}
      </div>
      {status && (
        <p id="timeSlot-status" role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
      )}
      {error && (
        <p id="timeSlot-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
