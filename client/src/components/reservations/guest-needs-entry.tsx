import { Trash2 } from 'lucide-react';
import {
  ALLERGEN_LABELS,
  allergenCodes,
  DIETARY_NOTE_MAX,
  PREFERENCE_LABELS,
  preferenceCodes,
  TASTING_MENU_LABELS,
  tastingMenus,
  type DietaryNeed,
} from '@shared/domain/dietary';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { AllergenWarnings } from './allergen-warnings';
import { CodeCheckboxes } from '@/components/ui/code-checkboxes';

/** One guest's needs: their menu, allergies, diets (with the courses they meet) and a note. */
/** The tasting menus a guest's <select> offers (the full form's and the plain form's). */
export function TastingMenuOptions() {
  return (
    <>
      {tastingMenus.map((m) => (
        <option key={m} value={m}>
          {TASTING_MENU_LABELS[m]}
        </option>
      ))}
    </>
  );
}

export function GuestNeedsEntry({
  idPrefix,
  guestNumber,
  need,
  noteError,
  onChange,
  onRemove,
}: {
  idPrefix: string;
  guestNumber: number;
  need: DietaryNeed;
  noteError?: string | undefined;
  onChange: (next: DietaryNeed) => void;
  onRemove: () => void;
}) {
  const id = `${idPrefix}-${guestNumber}`;
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Guest {guestNumber}</legend>
      <Field id={`${id}-menu`} label="Menu this guest is having">
        <NativeSelect
          value={need.menu}
          onChange={(e) => onChange({ ...need, menu: e.target.value as DietaryNeed['menu'] })}
        >
          <TastingMenuOptions />
        </NativeSelect>
      </Field>
      <CodeCheckboxes
        legend="Allergies"
        idPrefix={`${id}-allergen`}
        codes={allergenCodes}
        labels={ALLERGEN_LABELS}
        checked={need.allergens}
        onChange={(allergens) => onChange({ ...need, allergens })}
      />
      <CodeCheckboxes
        legend="Diet"
        idPrefix={`${id}-preference`}
        codes={preferenceCodes}
        labels={PREFERENCE_LABELS}
        checked={need.preferences}
        onChange={(preferences) => onChange({ ...need, preferences })}
      />
      {/* Below both lists: a diet is checked against the courses as an allergy is. */}
      <AllergenWarnings need={need} />
      <Field id={`${id}-note`} label="Note for the kitchen (optional)" error={noteError}>
        <Input
          value={need.note ?? ''}
          maxLength={DIETARY_NOTE_MAX}
          placeholder="e.g. severe, carries an EpiPen"
          onChange={(e) => onChange({ ...need, note: e.target.value || undefined })}
        />
      </Field>
      <Button type="button" variant="outline" size="sm" onClick={onRemove}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Remove guest {guestNumber}&apos;s needs
      </Button>
    </fieldset>
  );
}
