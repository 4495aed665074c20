import type { AccountDto } from '@shared/contracts/auth';
import { staffDateOf } from '@shared/date-display';

// What the accounts screen shows for an account: its dates, its status and the words of its
// buttons and toasts. Pure, so each rule has a unit test.

/** 'MMM dd, yyyy' on the restaurant's calendar; 'Never' for a sign-in that has not happened. */
export function formatAccountDate(iso: string | null, timeZone: string): string {
  return iso === null ? 'Never' : staffDateOf(iso, timeZone);
}

export function accountStatusLabel(account: Pick<AccountDto, 'disabled'>): 'Disabled' | 'Active' {
  return account.disabled ? 'Disabled' : 'Active';
}

/** A change an admin makes with one button: the PATCH body it sends. */
export type AccountChange = { isAdmin: boolean } | { disabled: boolean };

/** The role button: the other role, said as the move. */
export function roleChange(account: Pick<AccountDto, 'isAdmin'>): {
  label: string;
  change: AccountChange;
} {
  return account.isAdmin
    ? { label: 'Remove admin', change: { isAdmin: false } }
    : { label: 'Make admin', change: { isAdmin: true } };
}

/** What the toast says once the server has saved a change. */
export function changedMessage(account: Pick<AccountDto, 'username'>, change: AccountChange) {
  if ('isAdmin' in change) {
    return change.isAdmin
      ? `${account.username} is now an admin.`
      : `${account.username} is now staff (no longer an admin).`;
  }
  return change.disabled
    ? `${account.username} is disabled and signed out everywhere.`
    : `${account.username} can sign in again.`;
}
