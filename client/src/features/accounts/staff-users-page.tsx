import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/auth';
import { serverMessage } from '@/lib/forms/form-errors';
import { useRestaurantTimeZone } from '@/lib/dates/restaurant-today';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { useUsers } from './api/users';
import { AccountRow } from './components/account-row';
import { AddUserDialog } from './components/add-user-dialog';

const LOAD_FALLBACK = 'Failed to load the accounts.';

/** /staff/users (admins): the staff accounts, to add, reset, promote, disable and enable. */
export function StaffUsersPage() {
  useDocumentTitle('Users');
  const users = useUsers();
  const { data: me } = useUser();
  const timeZone = useRestaurantTimeZone();

  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Users</h1>
          <p className="mt-2 text-muted-foreground">
            Who can sign in to the staff portal, and who is an admin.
          </p>
        </div>
        <AddUserDialog />
      </div>

      <div className="mt-6">
        {users.isError && (
          <div
            role="alert"
            className="mb-4 rounded-lg border border-destructive p-4 text-sm text-destructive"
          >
            <p className="font-semibold">Could not load the accounts.</p>
            <p className="mt-1">{serverMessage(users.error, LOAD_FALLBACK)}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => void users.refetch()}
            >
              Try again
            </Button>
          </div>
        )}
        {users.data === undefined ? (
          users.isPending && <Spinner label="Loading the accounts" />
        ) : users.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
            No accounts yet
          </p>
        ) : (
          <ul aria-label="Accounts" className="space-y-3">
            {users.data.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                isMe={account.id === me?.id}
                timeZone={timeZone}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
