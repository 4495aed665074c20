import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/forms/form-errors';
import { useRestaurantTimeZone } from '@/lib/dates/restaurant-today';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { useAuditTrail } from './api/audit';
import { useUsers } from './api/users';
import {
  NO_AUDIT_FILTERS,
  auditFiltersProblem,
  hasAuditFilters,
  type AuditFilters,
} from './audit-display';
import { AuditEntryItem } from './components/audit-entry';
import { AuditFiltersForm } from './components/audit-filters';

const LOAD_FALLBACK = 'Failed to load the audit trail.';

/** /staff/audit (admins): who changed what, newest first, filtered and paged. */
export function StaffAuditPage() {
  useDocumentTitle('Audit trail');
  const timeZone = useRestaurantTimeZone();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const problem = auditFiltersProblem(filters);
  const trail = useAuditTrail(filters, problem === null);
  const users = useUsers();
  const entries = trail.data?.pages.flatMap((page) => page.entries);
  const narrowed = hasAuditFilters(filters);

  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">Audit trail</h1>
        <p className="mt-2 text-muted-foreground">
          Every change made in the staff portal, newest first. Times are the restaurant&apos;s (
          {timeZone}).
        </p>
      </div>

      <AuditFiltersForm
        filters={filters}
        onChange={setFilters}
        users={users.data ?? []}
        problem={problem}
      />

      {trail.isError && (
        <div
          role="alert"
          className="rounded-lg border border-destructive p-4 text-sm text-destructive"
        >
          <p className="font-semibold">Could not load the audit trail.</p>
          <p className="mt-1">{serverMessage(trail.error, LOAD_FALLBACK)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void trail.refetch()}>
            Try again
          </Button>
        </div>
      )}

      {problem === null &&
        (entries === undefined ? (
          trail.isPending && <Spinner label="Loading the audit trail" />
        ) : entries.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
            {narrowed ? 'No changes match these filters' : 'No changes recorded yet'}
          </p>
        ) : (
          <>
            <ol aria-label="Audit entries, newest first" className="space-y-3">
              {entries.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} timeZone={timeZone} />
              ))}
            </ol>
            {trail.hasNextPage ? (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void trail.fetchNextPage()}
                  disabled={trail.isFetchingNextPage}
                >
                  {trail.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            ) : (
              <p className="text-center text-sm text-muted-foreground">No older changes.</p>
            )}
          </>
        ))}
    </section>
  );
}
