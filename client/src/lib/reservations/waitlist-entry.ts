import { queryOptions } from '@tanstack/react-query';
import { pathOf } from '@shared/api/endpoint';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';

// The entry behind a diner's waitlist link, which the server reads for that page's first HTML:
// apart from waitlist.ts, so the server entry's loaders (app/page-loaders.ts) carry this read
// and not the page's mutations.

export function waitlistEntryQueryOptions(token: string) {
  return queryOptions({
    queryKey: [pathOf(endpoints.waitlist.manage, { token })],
    queryFn: ({ signal }) => api.call(endpoints.waitlist.manage, { params: { token }, signal }),
  });
}
