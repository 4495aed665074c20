import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { suggestPassword } from '../user-form';

/**
 * The temporary password an admin hands over: shown as typed (it is read out or copied), with a
 * button that fills in a strong one. The user must choose their own at their first sign-in.
 */
export function TemporaryPasswordField({
  id,
  error,
  registration,
  onSuggest,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  onSuggest: (password: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Field
        id={id}
        label="Temporary password"
        hint="At least 8 characters. Hand it over in person; they choose their own at first sign-in."
        error={error}
        className="space-y-1.5"
      >
        <Input
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="font-mono"
          {...registration}
        />
      </Field>
      <Button
        type="button"
        variant="link"
        size="inline"
        onClick={() => onSuggest(suggestPassword())}
      >
        Suggest a password
      </Button>
    </div>
  );
}
