import { MAX_GUESTS, MIN_GUESTS } from '@shared/constants';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/select-native';

const PARTY_SIZES = Array.from({ length: MAX_GUESTS - MIN_GUESTS + 1 }, (_, i) => MIN_GUESTS + i);

/** How many are coming: the first thing a diner decides, as the platform's own picker. */
export function PartySizeField({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (guests: number) => void;
  error?: string | undefined;
}) {
  return (
    <Field id="guests" label="Guests" error={error}>
      <NativeSelect
        className="sm:w-48"
        value={String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {PARTY_SIZES.map((n) => (
          <option key={n} value={n}>
            {n} {n === 1 ? 'guest' : 'guests'}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
