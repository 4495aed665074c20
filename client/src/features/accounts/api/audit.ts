import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';
import { auditQuery, type AuditFilters } from '../audit-display';

/**
 * GET /api/audit (admins), newest first, a page at a time: each further page asks for the
 * entries before the last one shown (the previous answer's nextBefore), so entries written
 * meanwhile never shift what 'Load more' brings.
 */
export function auditQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: [endpoints.audit.trail.path, filters],
    queryFn: ({ pageParam, signal }) =>
      api.call(endpoints.audit.trail, { query: auditQuery(filters, pageParam), signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export const useAuditTrail = (filters: AuditFilters, enabled: boolean) =>
  useInfiniteQuery({ ...auditQueryOptions(filters), enabled });
