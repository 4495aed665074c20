import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaFileDto } from '@shared/contracts/media';
import { api } from '@/lib/api-client';
import { mediaQueryOptions } from '@/lib/media';

/** Staff always see the current list (the public pages may use a minute-old copy). */
export const useMediaLibrary = () => useQuery({ ...mediaQueryOptions(), staleTime: 0 });

export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, file }: { purpose: string; file: File }) => {
      const body = new FormData();
      body.append('purpose', purpose);
      body.append('file', file);
      return api.post<MediaFileDto>('/api/media/upload', body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryOptions().queryKey }),
  });
}

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/media/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryOptions().queryKey }),
  });
}
