import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mediaLibraryQueryOptions } from './get-media-library';

/** DELETE /api/media/{id}: the row and the stored file (and its variants) go. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/media/${id}`),
    meta: { errorTitle: 'Delete Failed', errorFallback: 'Failed to delete the file.' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: mediaLibraryQueryOptions().queryKey }),
  });
}
