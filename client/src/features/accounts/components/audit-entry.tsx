import type { AuditEntryDto } from '@shared/contracts/audit';
import { Badge } from '@/components/ui/badge';
import { auditActionLabel, auditAreaLabel, auditChanges, formatAuditTime } from '../audit-display';

/** A value of a changed field; a side that did not exist (a creation, a deletion) says so. */
function Value({ value }: { value: string | null }) {
  return value === null ? (
    <span className="text-muted-foreground">—</span>
  ) : (
    <span className="font-mono text-xs break-all">{value}</span>
  );
}

/** One record of the trail: when, who, where, what, on which entity, and each field's change. */
export function AuditEntryItem({ entry, timeZone }: { entry: AuditEntryDto; timeZone: string }) {
  const changes = auditChanges(entry);
  return (
    <li className="rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <time dateTime={entry.at} className="font-semibold tabular-nums">
          {formatAuditTime(entry.at, timeZone)}
        </time>
        <span>{entry.username}</span>
        <Badge>{auditAreaLabel(entry.area)}</Badge>
        <span>{auditActionLabel(entry.action)}</span>
        {entry.entityId !== null && (
          <span className="text-muted-foreground">
            <span className="sr-only">Entity </span>#{entry.entityId}
          </span>
        )}
      </div>
      {changes.length > 0 && (
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(6rem,auto)_1fr]">
          {changes.map(({ field, before, after }) => (
            <div key={field} className="contents">
              <dt className="font-mono text-xs text-muted-foreground sm:pt-0.5">{field}</dt>
              <dd className="min-w-0">
                <span className="sr-only">from </span>
                <Value value={before} />
                <span aria-hidden="true" className="mx-2 text-muted-foreground">
                  →
                </span>
                <span className="sr-only"> to </span>
                <Value value={after} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
