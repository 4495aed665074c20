import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { resetPasswordSchema, type AccountDto } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/forms/form-errors';
import { useResetUserPassword } from '../api/users';
import { resetPasswordFieldErrors, type ResetPasswordFormValues } from '../user-form';
import { TemporaryPasswordField } from './temporary-password-field';

const FAILURE_FALLBACK = 'Could not reset the password. Please try again.';

/** A row's 'Reset password' and its dialog, asking for the temporary password to set. */
export function ResetPasswordDialog({ account }: { account: AccountDto }) {
  const [open, setOpen] = useState(false);
  const reset = useResetUserPassword();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && reset.isPending) return;
        reset.reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Reset password of ${account.username}`}>
          Reset password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="px-6 pt-6">
          <DialogTitle>Reset password of {account.username}</DialogTitle>
          <DialogDescription>
            They are signed out everywhere and must choose a new password at their next sign-in.
          </DialogDescription>
        </div>
        <ResetPasswordForm
          account={account}
          reset={reset}
          onDone={() => {
            setOpen(false);
            toast({
              title: 'Password reset',
              description: `${account.username} signs in with the temporary password and then chooses a new one.`,
            });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ResetPasswordForm({
  account,
  reset,
  onDone,
}: {
  account: AccountDto;
  reset: ReturnType<typeof useResetUserPassword>;
  onDone: () => void;
}) {
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '' },
  });
  const failure =
    reset.error && resetPasswordFieldErrors(reset.error).length === 0
      ? serverMessage(reset.error, FAILURE_FALLBACK)
      : null;

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { id: account.id, password },
      {
        onSuccess: onDone,
        onError: (error) => {
          for (const { field, message } of resetPasswordFieldErrors(error)) {
            form.setError(field, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 pt-5 pb-4">
        <TemporaryPasswordField
          id={`reset-password-${account.id}`}
          error={form.formState.errors.password?.message}
          registration={form.register('password')}
          onSuggest={(password) => form.setValue('password', password, { shouldValidate: true })}
        />
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-border px-6 py-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={reset.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset password'}
        </Button>
      </div>
    </form>
  );
}
