import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { QuoteRequestInput } from '@shared/contracts/quote-request';
import { api } from '@/lib/api-client';

/** POST /api/quote-requests: a refusal is toasted with the server's words. */
export function useRequestQuote() {
  return useMutation({
    mutationFn: (request: QuoteRequestInput) =>
      api.call(endpoints.quoteRequests.create, { body: request }),
    meta: {
      errorTitle: 'Request Not Sent',
      errorFallback: 'Your request could not be sent. Please call or e-mail us.',
    },
  });
}
