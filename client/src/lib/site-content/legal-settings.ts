import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '../api-client';

/**
 * The restaurant's legal details for tax invoices (staff only): the settings form edits them and
 * the dashboard's checklist asks for them until they are complete.
 */
export function legalSettingsQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.siteSettings.legal.path],
    queryFn: ({ signal }) => api.call(endpoints.siteSettings.legal, { signal }),
  });
}
