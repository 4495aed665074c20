import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '@shared/api/endpoint';
import * as endpoints from '@shared/api/endpoints';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { usePagedList } from '@/lib/paging/use-paged-list';

// The guest book (staff only): a search, one guest's record, staff's note.

/** Guests asked for at a time; more follow on request. */
export const GUEST_PAGE_SIZE = 30;

/**
 * The search a page at a time (GET /api/guests?q=&limit=&cursor=), the most recently booked
 * guest first; the server searches, the count is its own.
 */
export function useGuestPages(q: string) {
  return usePagedList(endpoints.guests.search, { q: q || undefined }, GUEST_PAGE_SIZE);
}

export function guestQueryOptions(id: number) {
  return queryOptions({
    queryKey: [pathOf(endpoints.guests.detail, { id })],
    queryFn: ({ signal }) => api.call(endpoints.guests.detail, { params: { id }, signal }),
  });
}

export const useGuest = (id: number) => useQuery(guestQueryOptions(id));

export function useSaveGuestNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      api.call(endpoints.guests.saveNote, { params: { id }, body: { note } }),
    meta: { errorTitle: 'Note not saved', errorFallback: 'The note could not be saved.' },
    onSuccess: (guest) => {
      // Here, not in the form: the saved record remounts the form (a new note to edit from).
      toast({ title: 'Note saved' });
      queryClient.setQueryData(guestQueryOptions(id).queryKey, guest);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [endpoints.guests.search.path] }),
        queryClient.invalidateQueries({ queryKey: [endpoints.reservations.list.path] }),
      ]);
    },
  });
}
