import { Slot } from 'radix-ui';
import type { ReactNode } from 'react';
import { Label } from './label';

/**
 * One labelled form control, in the shadcn manner: the label, the control, a hint and the
 * error message. The control is the only child; Field gives it its id, `aria-invalid` and
 * `aria-describedby` (the error when there is one, otherwise the hint), so no form wires them
 * by hand. Every form in the app builds its controls with it.
 */
export function Field({
  id,
  label,
  error,
  hint,
  group = false,
  className = 'space-y-1.5',
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /**
   * The control is a widget (a calendar, say), not an input: Field only names it. The widget
   * takes `${id}-label` as its name and `${id}-error` as its description itself.
   */
  group?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      {group ? (
        <span id={`${id}-label`} className="block text-sm font-medium">
          {label}
        </span>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {group ? (
        children
      ) : (
        <Slot.Root id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          {children}
        </Slot.Root>
      )}
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
