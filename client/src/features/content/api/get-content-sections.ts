import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';

/** GET /api/content: every editable section of the public site. */
export function contentSectionsQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.content.list.path],
    queryFn: ({ signal }) => api.call(endpoints.content.list, { signal }),
  });
}

export const useContentSections = () => useQuery(contentSectionsQueryOptions());
