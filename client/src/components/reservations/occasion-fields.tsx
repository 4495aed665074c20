import {
  DIETARY_NOTE_MAX,
  OCCASION_LABELS,
  occasionCodes,
  type OccasionCode,
} from '@shared/domain/dietary';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';

/** The occasions a <select> offers, 'None' first. */
export function OccasionOptions() {
  return (
    <>
      <option value="">None</option>
      {occasionCodes.map((o) => (
        <option key={o} value={o}>
          {OCCASION_LABELS[o]}
        </option>
      ))}
    </>
  );
}

/** What the party celebrates, if anything, and a few words about it. */
export function OccasionFields({
  idPrefix,
  occasion,
  note,
  noteError,
  onChange,
}: {
  idPrefix: string;
  occasion: OccasionCode | null | undefined;
  note: string | undefined;
  noteError?: string | undefined;
  onChange: (next: { occasion: OccasionCode | null; occasionNote: string | undefined }) => void;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={`${idPrefix}-occasion`} label="Occasion (optional)">
        <NativeSelect
          value={occasion ?? ''}
          onChange={(e) =>
            onChange({
              occasion: (e.target.value || null) as OccasionCode | null,
              occasionNote: e.target.value ? note : undefined,
            })
          }
        >
          <OccasionOptions />
        </NativeSelect>
      </Field>
      {occasion && (
        <Field
          id={`${idPrefix}-occasion-note`}
          label="About the occasion (optional)"
          error={noteError}
        >
          <Input
            value={note ?? ''}
            maxLength={DIETARY_NOTE_MAX}
            placeholder="e.g. her 40th birthday"
            onChange={(e) => onChange({ occasion, occasionNote: e.target.value || undefined })}
          />
        </Field>
      )}
    </div>
  );
}
