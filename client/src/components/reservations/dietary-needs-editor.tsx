import { Plus } from 'lucide-react';
import { NEEDS_CHECK_PROMISE, needsMismatch, type DietaryNeed } from '@shared/domain/dietary';
import { Button } from '@/components/ui/button';
import { GuestNeedsEntry } from './guest-needs-entry';

type Split = { vegCount: number; nonVegCount: number };

/** The menu a new entry starts on: one with a guest not yet described, the vegetarian first. */
function menuWithRoom(needs: readonly DietaryNeed[], split: Split): DietaryNeed['menu'] {
  const onVeg = needs.filter((n) => n.menu === 'veg').length;
  return onVeg < split.vegCount ? 'veg' : 'non-veg';
}

/** What the needs section is for, above its entries (the full form's and the plain one's). */
export function DietaryNeedsHeading({ idPrefix }: { idPrefix: string }) {
  return (
    <div>
      <p className="text-sm font-medium" id={`${idPrefix}-heading`}>
        Dietary needs (optional)
      </p>
      <p className="text-xs text-muted-foreground">{NEEDS_CHECK_PROMISE}</p>
    </div>
  );
}

/**
 * Each guest's dietary needs, one entry a guest who has any (optional: most parties add none).
 * A guest is added and removed with buttons; the same words as the server say at once when the
 * entries no longer fit the party's menus (`error` is the form's message after a submit).
 */
export function DietaryNeedsEditor({
  idPrefix,
  needs,
  split,
  error,
  noteErrors = [],
  onChange,
}: {
  idPrefix: string;
  needs: readonly DietaryNeed[];
  split: Split;
  error?: string | undefined;
  noteErrors?: readonly (string | undefined)[];
  onChange: (next: DietaryNeed[]) => void;
}) {
  const guests = split.vegCount + split.nonVegCount;
  const mismatch = error ?? needsMismatch(needs, split);
  return (
    <div className="space-y-3">
      <DietaryNeedsHeading idPrefix={idPrefix} />
      {needs.map((need, i) => (
        <GuestNeedsEntry
          key={i}
          idPrefix={idPrefix}
          guestNumber={i + 1}
          need={need}
          noteError={noteErrors[i]}
          onChange={(next) => onChange(needs.map((n, j) => (j === i ? next : n)))}
          onRemove={() => onChange(needs.filter((_, j) => j !== i))}
        />
      ))}
      {mismatch && (
        <p role="alert" className="text-sm text-destructive">
          {mismatch}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        disabled={needs.length >= guests}
        onClick={() =>
          onChange([...needs, { menu: menuWithRoom(needs, split), allergens: [], preferences: [] }])
        }
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {needs.length === 0 ? "Add a guest's dietary needs" : 'Add another guest'}
      </Button>
    </div>
  );
}
