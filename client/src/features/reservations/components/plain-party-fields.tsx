import { MAX_GUESTS, MIN_GUESTS } from '@shared/constants';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

const PARTY_SIZES = Array.from({ length: MAX_GUESTS - MIN_GUESTS + 1 }, (_, i) => MIN_GUESTS + i);

/** The party sizes a plain form's <select> offers, '1 guest' to '10 guests'. */
export function PartySizeOptions() {
  return PARTY_SIZES.map((n) => (
    <option key={n} value={n}>
      {n} {n === 1 ? 'guest' : 'guests'}
    </option>
  ));
}

/** How many guests have one menu, as a plain form's number field. */
export function MenuCountField({
  id,
  name,
  label,
  defaultValue,
  error,
}: {
  id: string;
  name: 'vegCount' | 'nonVegCount';
  label: string;
  defaultValue: string;
  error: string | undefined;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <Input type="number" min={0} max={MAX_GUESTS} name={name} defaultValue={defaultValue} />
    </Field>
  );
}
