import { useRef, useState } from 'react';
import type { AccountDto } from '@shared/contracts/auth';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { roleLabel } from '@/lib/auth';
import { serverMessage } from '@/lib/forms/form-errors';
import { useUpdateUser } from '../api/users';
import {
  accountStatusLabel,
  changedMessage,
  formatAccountDate,
  roleChange,
  type AccountChange,
} from '../account-display';
import { ResetPasswordDialog } from './reset-password-dialog';

const CHANGE_FALLBACK = 'Could not save the change. Please try again.';

/** Asks before disabling: the user is signed out at once. */
function DisableButton({
  account,
  disabled,
  onConfirm,
}: {
  account: AccountDto;
  disabled: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled}
          className="text-destructive"
          aria-label={`Disable ${account.username}`}
        >
          Disable
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Disable {account.username}?</AlertDialogTitle>
        <AlertDialogDescription>
          They are signed out at once and cannot sign in until an admin enables the account again.
          What they changed stays in the audit trail.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel className={buttonVariants({ variant: 'outline' })}>
            Keep active
          </AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={onConfirm}
          >
            Disable
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * One account: its name, role and status, when it was made and last signed in, and what an admin
 * can do with it. A refused change (the last admin, oneself) is said in the row.
 */
export function AccountRow({
  account,
  isMe,
  timeZone,
}: {
  account: AccountDto;
  isMe: boolean;
  timeZone: string;
}) {
  const update = useUpdateUser();
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const role = roleChange(account);

  const save = (change: AccountChange) => {
    setProblem(null);
    update.mutate(
      { id: account.id, change },
      {
        onSuccess: (saved) => {
          toast({ title: 'Account updated', description: changedMessage(saved, change) });
          // Disable and Enable replace each other: focus goes back to the account, not the page.
          if ('disabled' in change) headingRef.current?.focus();
        },
        onError: (error) => setProblem(serverMessage(error, CHANGE_FALLBACK)),
      },
    );
  };

  return (
    <li className="rounded-lg border border-border bg-surface p-4">
      {/* Fixed middle and action columns, so the dates and buttons line up from row to row. */}
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_13rem] md:items-center lg:grid-cols-[minmax(0,1fr)_13rem_23rem]">
        <div className="min-w-0 space-y-1.5">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="font-sans text-base font-semibold tracking-normal break-words focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {account.username}
            {isMe && <span className="font-normal text-muted-foreground"> (you)</span>}
          </h2>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant={account.isAdmin ? 'warning' : 'neutral'}>{roleLabel(account)}</Badge>
            <Badge variant={account.disabled ? 'danger' : 'neutral'}>
              {accountStatusLabel(account)}
            </Badge>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">Created</dt>
          <dd>{formatAccountDate(account.createdAt, timeZone)}</dd>
          <dt className="text-muted-foreground">Last sign-in</dt>
          <dd>{formatAccountDate(account.lastLoginAt, timeZone)}</dd>
        </dl>
        <div className="flex flex-wrap gap-2 md:col-span-2 lg:col-span-1 lg:justify-end">
          <ResetPasswordDialog account={account} />
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() => save(role.change)}
            aria-label={`${role.label}: ${account.username}`}
          >
            {role.label}
          </Button>
          {account.disabled ? (
            <Button
              variant="outline"
              size="sm"
              disabled={update.isPending}
              onClick={() => save({ disabled: false })}
              aria-label={`Enable ${account.username}`}
            >
              Enable
            </Button>
          ) : (
            // Nobody disables themselves (the server refuses it too).
            !isMe && (
              <DisableButton
                account={account}
                disabled={update.isPending}
                onConfirm={() => save({ disabled: true })}
              />
            )
          )}
        </div>
      </div>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {problem}
        </p>
      )}
    </li>
  );
}
