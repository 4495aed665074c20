import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { paymentsConfigDtoSchema, type PaymentsConfigDto } from '@shared/contracts/payments';
import { api } from '@/lib/api-client';
import { loadRazorpayScript } from './razorpay';

// What every page that takes a card payment shares (the corporate checkout, a booking's
// deposit): which dialog the site uses and the script that brings it.

/** Which payment dialog this site uses: Razorpay's, or the sandbox's stand-in. */
export function paymentsConfigQueryOptions() {
  return queryOptions({
    queryKey: [endpoints.payments.config.path],
    queryFn: async ({ signal }) =>
      paymentsConfigDtoSchema.parse(await api.call(endpoints.payments.config, { signal })),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export const usePaymentsConfig = (enabled: boolean) =>
  useQuery({ ...paymentsConfigQueryOptions(), enabled });

/** Loads the payment dialog's script; settles once window.Razorpay is there or loading failed. */
export function loadCheckout(provider: PaymentsConfigDto['provider']): Promise<void> {
  const loading =
    provider === 'razorpay'
      ? loadRazorpayScript()
      : import('./sandbox-checkout').then((m) => m.installSandboxCheckout());
  return loading.catch(() => undefined);
}
