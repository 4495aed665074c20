import type { ReactNode } from 'react';
import { Label } from './label';

/** A labelled form control with its error message wired for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  group = false,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The control is a widget (a calendar, say), not an input: name it by id `${id}-label`. */
  group?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      {group ? (
        <span id={`${id}-label`} className="block text-sm font-medium">
          {label}
        </span>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props for a control inside <Field>. */
export function fieldAria(id: string, error?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}
