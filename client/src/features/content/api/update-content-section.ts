import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { pathOf } from '@shared/api/endpoint';
import type { ContentUpdate } from '@shared/contracts/content';
import { api } from '@/lib/api-client';
import { contentSectionsQueryOptions } from './get-content-sections';

/** PATCH /api/content/{sectionName}; the list and the one-section query (home's hero) refetch. */
export function useUpdateContentSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionName, update }: { sectionName: string; update: ContentUpdate }) =>
      api.call(endpoints.content.update, { params: { sectionName }, body: update }),
    meta: { errorTitle: 'Update Failed', errorFallback: 'Failed to update the content section.' },
    onSuccess: (_data, { sectionName }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentSectionsQueryOptions().queryKey }),
        queryClient.invalidateQueries({
          queryKey: [pathOf(endpoints.content.section, { sectionName })],
        }),
      ]),
  });
}
