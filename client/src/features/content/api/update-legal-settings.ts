import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { LegalSettingsInput } from '@shared/contracts/legal-settings';
import { api } from '@/lib/api-client';
import { legalSettingsQueryOptions } from '@/lib/site-content/legal-settings';

/** PUT /api/site-settings/legal (GET lives in lib: the dashboard's checklist reads it too). */
export function useUpdateLegalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (legal: LegalSettingsInput) =>
      api.call(endpoints.siteSettings.saveLegal, { body: legal }),
    meta: { errorTitle: 'Update Failed', errorFallback: 'Failed to update the legal details.' },
    onSuccess: (saved) => queryClient.setQueryData(legalSettingsQueryOptions().queryKey, saved),
  });
}
