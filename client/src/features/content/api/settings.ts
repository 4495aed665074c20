import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactSettings, SocialSettings } from '@shared/contracts/site-settings';
import { api } from '@/lib/api-client';
import { contactSettingsQueryOptions, socialSettingsQueryOptions } from '@/lib/site-settings';

export function useSaveContactSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: ContactSettings) =>
      api.put<ContactSettings>('/api/site-settings/contact', contact),
    onSuccess: (saved) => queryClient.setQueryData(contactSettingsQueryOptions().queryKey, saved),
  });
}

export function useSaveSocialSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (social: SocialSettings) =>
      api.put<SocialSettings>('/api/site-settings/social', social),
    onSuccess: (saved) => queryClient.setQueryData(socialSettingsQueryOptions().queryKey, saved),
  });
}
