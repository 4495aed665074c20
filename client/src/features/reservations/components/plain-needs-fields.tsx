import {
  ALLERGEN_LABELS,
  allergenCodes,
  DIETARY_NOTE_MAX,
  PREFERENCE_LABELS,
  preferenceCodes,
  type AllergenCode,
  type PreferenceCode,
} from '@shared/domain/dietary';
import { listOf, plainNeedField } from '@shared/contracts/plain-booking-form';
import { buttonVariants } from '@/components/ui/button';
import { CodeCheckboxes } from '@/components/ui/code-checkboxes';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import { DietaryNeedsHeading } from '@/components/reservations/dietary-needs-editor';
import { OccasionOptions } from '@/components/reservations/occasion-fields';

type Values = Readonly<Record<string, string>>;
import { TastingMenuOptions } from '@/components/reservations/guest-needs-entry';

/** One guest's needs as plain fields, named guest by guest (plain-booking-form.ts). */
function PlainGuestNeeds({
  index,
  values,
  vegCount,
}: {
  index: number;
  values: Values;
  vegCount: number;
}) {
  const id = `plain-needs-${index + 1}`;
  // Guests are counted vegetarian first, as the menus are split.
  const menu = values[plainNeedField(index, 'menu')] || (index < vegCount ? 'veg' : 'non-veg');
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Guest {index + 1}</legend>
      <Field id={`${id}-menu`} label="Menu this guest is having">
        <NativeSelect name={plainNeedField(index, 'menu')} defaultValue={menu}>
          <TastingMenuOptions />
        </NativeSelect>
      </Field>
      <CodeCheckboxes
        legend="Allergies"
        idPrefix={`${id}-allergen`}
        codes={allergenCodes}
        labels={ALLERGEN_LABELS}
        name={plainNeedField(index, 'allergens')}
        checked={listOf(values[plainNeedField(index, 'allergens')]) as AllergenCode[]}
      />
      <CodeCheckboxes
        legend="Diet"
        idPrefix={`${id}-preference`}
        codes={preferenceCodes}
        labels={PREFERENCE_LABELS}
        name={plainNeedField(index, 'preferences')}
        checked={listOf(values[plainNeedField(index, 'preferences')]) as PreferenceCode[]}
      />
      <Field id={`${id}-note`} label="Note for the kitchen (optional)">
        <Input
          name={plainNeedField(index, 'note')}
          defaultValue={values[plainNeedField(index, 'note')] ?? ''}
          maxLength={DIETARY_NOTE_MAX}
          placeholder="e.g. severe, carries an EpiPen"
        />
      </Field>
    </fieldset>
  );
}

/**
 * Each guest's dietary needs and the occasion, as plain fields: the same words as the full
 * form's editor, with one entry a guest of the party (as many as the party shown; a guest left
 * blank declares nothing). The entries fold away under the full form's button, so the page keeps
 * its layout when the full form takes over; they are open when the diner already filled some.
 */
export function PlainNeedsFields({
  guests,
  vegCount,
  values,
  errors,
}: {
  guests: number;
  vegCount: number;
  values: Values;
  errors: Readonly<Record<string, string>>;
}) {
  const filled = Object.keys(values).some((name) => name.startsWith('needs.') && values[name]);
  return (
    <>
      <div className="space-y-3">
        <DietaryNeedsHeading idPrefix="plain-needs" />
        {errors.dietaryNeeds && (
          <p role="alert" className="text-sm text-destructive">
            {errors.dietaryNeeds}
          </p>
        )}
        <details open={filled || Boolean(errors.dietaryNeeds)} className="space-y-3">
          <summary className={`${buttonVariants({ variant: 'outline' })} cursor-pointer list-none`}>
            Add a guest&apos;s dietary needs
          </summary>
          <div className="mt-3 space-y-3">
            {Array.from({ length: guests }, (_, i) => (
              <PlainGuestNeeds key={i} index={i} values={values} vegCount={vegCount} />
            ))}
          </div>
        </details>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="plain-occasion" label="Occasion (optional)">
          <NativeSelect name="occasion" defaultValue={values.occasion ?? ''}>
            <OccasionOptions />
          </NativeSelect>
        </Field>
        <Field
          id="plain-occasion-note"
          label="About the occasion (optional)"
          error={errors.occasionNote}
        >
          <Input
            name="occasionNote"
            defaultValue={values.occasionNote ?? ''}
            maxLength={DIETARY_NOTE_MAX}
            placeholder="e.g. her 40th birthday"
          />
        </Field>
      </div>
    </>
  );
}
