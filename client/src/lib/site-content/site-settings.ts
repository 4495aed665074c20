import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { ContactSettingsDto, SocialSettings } from '@shared/contracts/site-settings';
import {
  EMPTY_CONTACT_SETTINGS,
  EMPTY_SOCIAL_SETTINGS,
} from '@shared/contracts/site-settings-defaults';
import { api } from '../api-client';
import { CACHE } from '../query-client';

// Read by the footer and several pages, so they live here rather than in one feature.

export function contactSettingsQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.siteSettings.contact.path],
    queryFn: ({ signal }) => api.call(endpoints.siteSettings.contact, { signal }),
    staleTime: CACHE.settings,
    gcTime: CACHE.settings,
  });
}

export function socialSettingsQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.siteSettings.social.path],
    queryFn: ({ signal }) => api.call(endpoints.siteSettings.social, { signal }),
    staleTime: CACHE.settings,
    gcTime: CACHE.settings,
  });
}

/** Contact details; empty fields while loading or when the call fails (pages show fallbacks). */
export function useContactSettings(): ContactSettingsDto & { isLoading: boolean } {
  const query = useQuery(contactSettingsQueryOptions());
  return { ...(query.data ?? EMPTY_CONTACT_SETTINGS), isLoading: query.isLoading };
}

export function useSocialSettings(): SocialSettings {
  return useQuery(socialSettingsQueryOptions()).data ?? EMPTY_SOCIAL_SETTINGS;
}

/** The corporate-ordering switch: the corporate page shows its menu and cart only when 'true'. */
export function corporateOrderingQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.siteSettings.corporateOrdering.path],
    queryFn: ({ signal }) => api.call(endpoints.siteSettings.corporateOrdering, { signal }),
    staleTime: CACHE.settings,
    gcTime: CACHE.settings,
  });
}

/**
 * The booking payment policy: the booking page states it before the diner books, and the staff
 * settings edit it.
 */
export function bookingPaymentPolicyQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.siteSettings.bookingPayments.path],
    queryFn: ({ signal }) => api.call(endpoints.siteSettings.bookingPayments, { signal }),
    staleTime: CACHE.content,
    gcTime: CACHE.content,
  });
}
