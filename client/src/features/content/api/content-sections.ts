import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentSectionDto, ContentUpdate } from '@shared/contracts/content';
import { api } from '@/lib/api-client';

export function contentSectionsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/content'],
    queryFn: ({ signal }) => api.get<ContentSectionDto[]>('/api/content', signal),
  });
}

export const useContentSections = () => useQuery(contentSectionsQueryOptions());

export function useUpdateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionName, update }: { sectionName: string; update: ContentUpdate }) =>
      api.patch<ContentSectionDto>(`/api/content/${encodeURIComponent(sectionName)}`, update),
    onSuccess: (_data, { sectionName }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentSectionsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: [`/api/content/${sectionName}`] }),
      ]),
  });
}
