import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { ContactSettings } from '@shared/contracts/site-settings';
import { api } from '@/lib/api-client';
import { contactSettingsQueryOptions } from '@/lib/site-content/site-settings';

/** PUT /api/site-settings/contact (GET lives in lib: the footer and contact page read it too). */
export function useUpdateContactSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: ContactSettings) =>
      api.call(endpoints.siteSettings.saveContact, { body: contact }),
    meta: { errorTitle: 'Update Failed', errorFallback: 'Failed to update contact information.' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: contactSettingsQueryOptions().queryKey }),
  });
}
