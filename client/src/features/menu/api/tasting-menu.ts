import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { TastingMenuInput } from '@shared/contracts/tasting-menu';
import type { TastingMenuCode } from '@shared/domain/dietary';
import { api } from '@/lib/api-client';
import { tastingMenuQueryOptions } from '@/lib/site-content/tasting-menu';

/** PUT /api/tasting-menu/{menu}: one menu, whole; the answer is both menus as they now stand. */
export function useSaveTastingMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ menu, input }: { menu: TastingMenuCode; input: TastingMenuInput }) =>
      api.call(endpoints.tastingMenu.replace, { params: { menu }, body: input }),
    meta: { toastOnError: false },
    onSuccess: (menus) => queryClient.setQueryData(tastingMenuQueryOptions().queryKey, menus),
  });
}
