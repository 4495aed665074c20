import { useMutation, useQuery } from '@tanstack/react-query';
import { pathOf } from '@shared/api/endpoint';
import * as endpoints from '@shared/api/endpoints';
import { guestDateOf } from '@shared/date-display';
import { formatPaise } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { useRestaurantTimeZone } from '@/lib/restaurant-today';
import { useDocumentTitle } from '@/lib/use-document-title';

const STATE_TEXT = {
  paid: 'This payment link has already been paid. Thank you!',
  expired: 'This payment link has expired. Please ask the restaurant for a new one.',
} as const;

/**
 * The payment sandbox's stand-in for a payment link's page (Razorpay hosts the real one): the
 * amount, and Pay or Fail. Paying sends the payer back to the order page with the signed details,
 * exactly as the gateway does, where the same verify call confirms the order.
 */
export default function SandboxLinkPage({ linkId }: { linkId: string }) {
  useDocumentTitle('Test payment link');
  const timeZone = useRestaurantTimeZone();
  const link = useQuery({
    queryKey: [pathOf(endpoints.payments.sandboxLink, { linkId })],
    queryFn: ({ signal }) =>
      api.call(endpoints.payments.sandboxLink, { params: { linkId }, signal }),
    retry: false,
  });
  const pay = useMutation({
    mutationFn: (outcome: 'pay' | 'fail') =>
      api.call(endpoints.payments.sandboxPayLink, { params: { linkId }, body: { outcome } }),
    meta: { errorTitle: 'Payment Failed', errorFallback: 'The test payment did not go through.' },
    onSuccess: (answer) => {
      if ('redirectTo' in answer) window.location.assign(answer.redirectTo);
    },
  });

  if (link.isPending) return <Spinner label="Loading the payment link" className="min-h-[60vh]" />;
  const declined = pay.data && 'declined' in pay.data ? pay.data.declined : null;
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="space-y-4">
          <h1 className="text-2xl font-semibold">Test payment — sandbox, no money is taken</h1>
          {!link.data ? (
            <p>This payment link is not valid.</p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                {link.data.description}. No card payments are set up on this site, so this page
                stands in for the payment provider&rsquo;s.
              </p>
              <p className="text-3xl font-semibold">{formatPaise(link.data.amount)}</p>
              {link.data.state === 'active' ? (
                <>
                  <p className="text-sm">
                    Payable until {guestDateOf(new Date(link.data.expiresAt), timeZone)}.
                  </p>
                  <p role="status" className="min-h-5 text-sm text-destructive">
                    {declined}
                  </p>
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button
                      variant="outline"
                      disabled={pay.isPending}
                      onClick={() => pay.mutate('fail')}
                    >
                      Fail
                    </Button>
                    <Button disabled={pay.isPending} onClick={() => pay.mutate('pay')}>
                      {pay.isPending ? 'Paying...' : 'Pay'}
                    </Button>
                  </div>
                </>
              ) : (
                <p role="status">{STATE_TEXT[link.data.state]}</p>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
