import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';
import { MEDIA_KEY } from './get-media-library';

/** POST /api/media/upload as multipart (purpose + file); the server decides the type. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, file }: { purpose: string; file: File }) => {
      const body = new FormData();
      body.append('purpose', purpose);
      body.append('file', file);
      return api.call(endpoints.media.upload, { body });
    },
    meta: { errorTitle: 'Upload Failed', errorFallback: 'Failed to upload the file.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}
