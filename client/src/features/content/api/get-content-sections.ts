import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentSectionDto } from '@shared/contracts/content';
import { api } from '@/lib/api-client';

/** GET /api/content: every editable section of the public site. */
export function contentSectionsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/content'],
    queryFn: ({ signal }) => api.get<ContentSectionDto[]>('/api/content', signal),
  });
}

export const useContentSections = () => useQuery(contentSectionsQueryOptions());
