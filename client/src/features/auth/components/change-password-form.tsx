import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { serverFieldErrors, serverMessage } from '@/lib/forms/form-errors';
import { useChangePassword } from '../api/change-password';
import {
  CHANGE_PASSWORD_FIELDS,
  EMPTY_CHANGE_PASSWORD,
  changePasswordFormSchema,
  changePasswordInput,
  type ChangePasswordFormValues,
} from '../password-form';

const FAILURE_FALLBACK = 'Could not change the password. Please try again.';

/**
 * Current password, new password and its confirmation. The server's refusals land on their
 * fields ('Current password is incorrect', 'This password is too common'); anything else is
 * said above the buttons. `currentLabel` names the first field ('Temporary password' after a
 * reset); `cancel` is the dialog's way out, if any.
 */
export function ChangePasswordForm({
  idPrefix,
  username,
  currentLabel,
  submitLabel,
  onChanged,
  onPendingChange,
  cancel,
  className,
  fieldsClassName,
  footerClassName,
}: {
  idPrefix: string;
  username: string;
  currentLabel: string;
  submitLabel: string;
  onChanged: () => void;
  onPendingChange?: (pending: boolean) => void;
  cancel?: ReactNode;
  className?: string;
  fieldsClassName?: string;
  footerClassName?: string;
}) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY_CHANGE_PASSWORD,
  });
  const { errors } = form.formState;
  const failure =
    change.error && serverFieldErrors(change.error, CHANGE_PASSWORD_FIELDS).length === 0
      ? serverMessage(change.error, FAILURE_FALLBACK)
      : null;

  // mutateAsync, not mutate's callbacks: after a forced change the page that holds this form
  // gives way to the portal as soon as the sign-in is read again, and the move to the dashboard
  // must still happen.
  const onSubmit = form.handleSubmit(async (values) => {
    onPendingChange?.(true);
    try {
      await change.mutateAsync(changePasswordInput(values));
      onChanged();
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error, CHANGE_PASSWORD_FIELDS)) {
        form.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
    } finally {
      onPendingChange?.(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={className}>
      <div className={fieldsClassName}>
        {/* For password managers: whose password this is. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
        <Field
          id={`${idPrefix}-current`}
          label={currentLabel}
          error={errors.currentPassword?.message}
        >
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </Field>
        <Field
          id={`${idPrefix}-new`}
          label="New password"
          hint="At least 8 characters; a phrase of a few words is easy to remember and hard to guess."
          error={errors.newPassword?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <Field
          id={`${idPrefix}-confirm`}
          label="Confirm new password"
          error={errors.confirmPassword?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </Field>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
      </div>
      <div className={footerClassName}>
        {cancel}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
