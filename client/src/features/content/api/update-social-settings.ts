import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { SocialSettings } from '@shared/contracts/site-settings';
import { api } from '@/lib/api-client';
import { socialSettingsQueryOptions } from '@/lib/site-content/site-settings';

/** PUT /api/site-settings/social (GET lives in lib: the footer reads it too). */
export function useUpdateSocialSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (social: SocialSettings) =>
      api.call(endpoints.siteSettings.saveSocial, { body: social }),
    meta: { errorTitle: 'Update Failed', errorFallback: 'Failed to update social media links.' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: socialSettingsQueryOptions().queryKey }),
  });
}
