import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CorporateOrderingDto } from '@shared/contracts/site-settings';
import { api } from '@/lib/api-client';
import { corporateOrderingQueryOptions } from '@/lib/site-settings';

export const useCorporateOrdering = () => useQuery(corporateOrderingQueryOptions());

/**
 * PUT /api/site-settings/corporate-ordering. The switch shows the saved value only: on success
 * the cached setting (read by /corporate too) becomes the server's answer; on failure nothing
 * changes and the toast says why.
 */
export function useSetCorporateOrdering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put<CorporateOrderingDto>('/api/site-settings/corporate-ordering', {
        value: enabled ? 'true' : 'false',
      }),
    meta: { errorTitle: 'Update Failed', errorFallback: 'Failed to update corporate ordering.' },
    onSuccess: (saved) => {
      const { queryKey } = corporateOrderingQueryOptions();
      queryClient.setQueryData(queryKey, saved);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
