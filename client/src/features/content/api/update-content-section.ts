import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentSectionDto, ContentUpdate } from '@shared/contracts/content';
import { api } from '@/lib/api-client';
import { contentSectionsQueryOptions } from './get-content-sections';

/** PATCH /api/content/{sectionName}; the list and the one-section query (home's hero) refetch. */
export function useUpdateContentSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionName, update }: { sectionName: string; update: ContentUpdate }) =>
      api.patch<ContentSectionDto>(`/api/content/${encodeURIComponent(sectionName)}`, update),
    meta: { errorTitle: 'Update Failed', errorFallback: 'Failed to update the content section.' },
    onSuccess: (_data, { sectionName }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentSectionsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: [`/api/content/${sectionName}`] }),
      ]),
  });
}
