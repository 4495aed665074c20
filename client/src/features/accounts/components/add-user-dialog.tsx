import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { UserPlus } from 'lucide-react';
import { createUserSchema } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/forms/form-errors';
import { useCreateUser } from '../api/users';
import {
  NEW_USER,
  createUserFieldErrors,
  type CreateUserFormValues,
  type CreateUserValues,
} from '../user-form';
import { TemporaryPasswordField } from './temporary-password-field';

const FAILURE_FALLBACK = 'Could not add the user. Please try again.';

/** 'Add user' and its dialog: a username, a temporary password and whether they are an admin. */
export function AddUserDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateUser();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && create.isPending) return;
        create.reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          Add user
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="px-6 pt-6">
          <DialogTitle>Add user</DialogTitle>
          <DialogDescription>
            They sign in with the temporary password and then choose their own.
          </DialogDescription>
        </div>
        <AddUserForm
          create={create}
          onAdded={(username) => {
            setOpen(false);
            toast({
              title: 'User added',
              description: `${username} can now sign in with the temporary password.`,
            });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function AddUserForm({
  create,
  onAdded,
}: {
  create: ReturnType<typeof useCreateUser>;
  onAdded: (username: string) => void;
}) {
  const form = useForm<CreateUserFormValues, unknown, CreateUserValues>({
    resolver: zodResolver(createUserSchema),
    defaultValues: NEW_USER,
  });
  const { errors } = form.formState;
  const failure =
    create.error && createUserFieldErrors(create.error).length === 0
      ? serverMessage(create.error, FAILURE_FALLBACK)
      : null;

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (account) => onAdded(account.username),
      onError: (error) => {
        for (const { field, message } of createUserFieldErrors(error)) {
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 pt-5 pb-4">
        <Field
          id="new-user-username"
          label="Username"
          hint="Letters, digits, dots, dashes or underscores; at least 3."
          error={errors.username?.message}
        >
          <Input
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            {...form.register('username')}
          />
        </Field>
        <TemporaryPasswordField
          id="new-user-password"
          error={errors.password?.message}
          registration={form.register('password')}
          onSuggest={(password) => form.setValue('password', password, { shouldValidate: true })}
        />
        <div className="flex items-start gap-3 rounded-lg border border-border p-3">
          <input
            id="new-user-admin"
            type="checkbox"
            aria-describedby="new-user-admin-hint"
            className="mt-0.5 h-4 w-4 accent-[var(--accent)]"
            {...form.register('isAdmin')}
          />
          <div>
            <label htmlFor="new-user-admin" className="text-sm font-medium">
              Admin
            </label>
            <p id="new-user-admin-hint" className="text-xs text-muted-foreground">
              Admins also manage the menu, site content, settings, accounts and refunds, and read
              the audit trail.
            </p>
          </div>
        </div>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-border px-6 py-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={create.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add user'}
        </Button>
      </div>
    </form>
  );
}
