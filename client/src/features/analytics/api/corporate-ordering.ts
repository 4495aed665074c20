import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';
import { corporateOrderingQueryOptions } from '@/lib/site-content/site-settings';

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
      api.call(endpoints.siteSettings.saveCorporateOrdering, {
        body: { value: enabled ? 'true' : 'false' },
      }),
    meta: { errorTitle: 'Update Failed', errorFallback: 'Failed to update corporate ordering.' },
    onSuccess: (saved) => {
      const { queryKey } = corporateOrderingQueryOptions();
      queryClient.setQueryData(queryKey, saved);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
