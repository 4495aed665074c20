import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { restOfParty } from '@/lib/reservations/menu-split';

export type MenuCounts = { vegCount: number | string; nonVegCount: number | string };

/** One menu's guests: a number field (arrow keys step it) between − and + buttons for touch. */
function MenuStepper({
  id,
  label,
  noun,
  value,
  guests,
  onChange,
  error,
}: {
  id: string;
  label: string;
  /** 'vegetarian menu': names the buttons. */
  noun: string;
  value: number | string;
  guests: number;
  onChange: (count: number | string) => void;
  error?: string | undefined;
}) {
  const n = Number(value) || 0;
  // The buttons stay out of the Tab order: the field itself steps with the arrow keys, so a
  // keyboard user has one stop per menu.
  const step = (by: number) => onChange(Math.min(guests, Math.max(0, n + by)));
  return (
    <Field id={id} label={label} group error={error}>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          tabIndex={-1}
          aria-label={`One fewer on the ${noun}`}
          disabled={n <= 0}
          onClick={() => step(-1)}
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={guests}
          fullWidth={false}
          className="w-14 text-center sm:w-20"
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          tabIndex={-1}
          aria-label={`One more on the ${noun}`}
          disabled={n >= guests}
          onClick={() => step(1)}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </Field>
  );
}

/**
 * Guests per menu, coupled: setting one menu gives the other the rest of the
 * party (never below zero).
 */
export function MenuSteppers({
  guests,
  value,
  onChange,
  errors,
}: {
  guests: number;
  value: MenuCounts;
  onChange: (counts: MenuCounts) => void;
  errors: { vegCount?: string | undefined; nonVegCount?: string | undefined };
}) {
  return (
    <div className="grid grid-cols-2 gap-4">
      <MenuStepper
        id="vegCount"
        label="Vegetarian menu"
        noun="vegetarian menu"
        value={value.vegCount}
        guests={guests}
        error={errors.vegCount}
        onChange={(veg) => onChange({ vegCount: veg, nonVegCount: restOfParty(guests, veg) })}
      />
      <MenuStepper
        id="nonVegCount"
        label="Non-vegetarian menu"
        noun="non-vegetarian menu"
        value={value.nonVegCount}
        guests={guests}
        error={errors.nonVegCount}
        onChange={(nonVeg) =>
          onChange({ vegCount: restOfParty(guests, nonVeg), nonVegCount: nonVeg })
        }
      />
    </div>
  );
}
