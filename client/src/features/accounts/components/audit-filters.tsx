import type { AccountDto } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select-native';
import {
  AUDIT_AREA_OPTIONS,
  NO_AUDIT_FILTERS,
  hasAuditFilters,
  type AuditFilters,
} from '../audit-display';

/**
 * Who, which part of the product and which days. Each change asks again at once; the server
 * reads the dates as whole days on the restaurant's calendar, both included.
 */
export function AuditFiltersForm({
  filters,
  onChange,
  users,
  problem,
}: {
  filters: AuditFilters;
  onChange: (next: AuditFilters) => void;
  users: readonly AccountDto[];
  problem: string | null;
}) {
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });
  return (
    <form
      aria-label="Filter the audit trail"
      onSubmit={(event) => event.preventDefault()}
      className="rounded-lg border border-border bg-surface p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
        <Field id="audit-user" label="User">
          <NativeSelect value={filters.userId} onChange={(e) => set({ userId: e.target.value })}>
            <option value="">Everyone</option>
            {users.map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.username}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="audit-area" label="Area">
          <NativeSelect value={filters.area} onChange={(e) => set({ area: e.target.value })}>
            <option value="">All areas</option>
            {AUDIT_AREA_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="audit-from" label="From" error={problem ?? undefined}>
          <Input
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => set({ from: e.target.value })}
          />
        </Field>
        <Field id="audit-to" label="To">
          <Input
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => set({ to: e.target.value })}
          />
        </Field>
        <Button
          type="button"
          variant="outline"
          disabled={!hasAuditFilters(filters)}
          onClick={() => onChange(NO_AUDIT_FILTERS)}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
