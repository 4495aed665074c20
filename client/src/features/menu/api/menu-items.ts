import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { MenuItemInput } from '@shared/contracts/menu';
import { api } from '@/lib/api-client';
import { MENU_QUERY_KEY, menuItemsQueryOptions } from '@/lib/site-content/menu-items';

/** Every item, active or not: staff see what guests don't. */
export const useStaffMenuItems = () => useQuery(menuItemsQueryOptions('staff'));

// After a change both the staff list and the public corporate menu refresh (one key prefix).
// The mutation waits for the refetch, so a dialog closes onto the list as it now stands.
function useRefreshMenu() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MENU_QUERY_KEY });
}

export function useCreateMenuItem() {
  const refresh = useRefreshMenu();
  return useMutation({
    mutationFn: (values: MenuItemInput) => api.call(endpoints.menu.create, { body: values }),
    meta: { errorTitle: 'Error', errorFallback: 'Failed to create the menu item.' },
    onSuccess: refresh,
  });
}

// Update and delete refresh after a failure too: an item removed in another tab (404) then
// leaves this list instead of failing again.

export function useUpdateMenuItem() {
  const refresh = useRefreshMenu();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: MenuItemInput }) =>
      api.call(endpoints.menu.update, { params: { id }, body: values }),
    meta: { errorTitle: 'Error', errorFallback: 'Failed to update the menu item.' },
    onSettled: refresh,
  });
}

export function useDeleteMenuItem() {
  const refresh = useRefreshMenu();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.menu.remove, { params: { id } }),
    meta: { errorTitle: 'Error', errorFallback: 'Failed to delete the menu item.' },
    onSettled: refresh,
  });
}
