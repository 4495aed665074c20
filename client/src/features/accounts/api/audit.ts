import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPageDto } from '@shared/contracts/audit';
import { api } from '@/lib/api-client';
import { auditSearch, type AuditFilters } from '../audit-display';

/**
 * GET /api/audit (admins), newest first, a page at a time: each further page asks for the
 * entries before the last one shown (the previous answer's nextBefore), so entries written
 * meanwhile never shift what 'Load more' brings.
 */
export function auditQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: ['/api/audit', filters],
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditPageDto>(`/api/audit${auditSearch(filters, pageParam)}`, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}

export const useAuditTrail = (filters: AuditFilters, enabled: boolean) =>
  useInfiniteQuery({ ...auditQueryOptions(filters), enabled });
