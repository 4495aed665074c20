import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';
import { MEDIA_KEY } from './get-media-library';

/** DELETE /api/media/{id}: the row and the stored file (and its variants) go. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.media.remove, { params: { id } }),
    meta: { errorTitle: 'Delete Failed', errorFallback: 'Failed to delete the file.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}
