import { queryOptions } from '@tanstack/react-query';
import { pathOf } from '@shared/api/endpoint';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';

/** What the payment sandbox's page of a link shows (the server renders the page with it). */
export function sandboxLinkQueryOptions(linkId: string) {
  return queryOptions({
    queryKey: [pathOf(endpoints.payments.sandboxLink, { linkId })],
    queryFn: ({ signal }) =>
      api.call(endpoints.payments.sandboxLink, { params: { linkId }, signal }),
    retry: false,
  });
}
