import { useQuery } from '@tanstack/react-query';
import { SANDBOX_LINK_FORM } from '@shared/contracts/form-answer';
import { guestDateOf } from '@shared/date-display';
import { formatPaise } from '@shared/money';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useFormAnswer } from '@/lib/forms/form-answer';
import { useRestaurantTimeZone } from '@/lib/dates/restaurant-today';
import { useDocumentTitle } from '@/lib/page-meta/use-document-title';
import { sandboxLinkQueryOptions } from './sandbox-link';

/** 'Wed, 25 Nov 2026, 7:45 PM': a link for a held table lasts minutes, so the time counts. */
function payableUntil(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat('en-IN', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(at);
  return `${guestDateOf(at, timeZone)}, ${time.toUpperCase()}`;
}

const STATE_TEXT = {
  paid: 'This payment link has already been paid. Thank you!',
  expired: 'This payment link has expired. Please ask the restaurant for a new one.',
} as const;

/**
 * The payment sandbox's stand-in for a payment link's page (Razorpay hosts the real one): the
 * amount, and Pay or Fail. A plain form posted to the server (POST /pay/:linkId), so it works
 * without JavaScript as the gateway's page does: paying sends the payer back to the link's return
 * address with the signed details, exactly as the gateway does, where the same checks confirm
 * the payment; a declined card comes back here with the reason.
 */
export default function SandboxLinkPage({ linkId }: { linkId: string }) {
  useDocumentTitle('Test payment link');
  const timeZone = useRestaurantTimeZone();
  const link = useQuery(sandboxLinkQueryOptions(linkId));
  const answer = useFormAnswer(SANDBOX_LINK_FORM);

  if (link.isPending) return <Spinner label="Loading the payment link" className="min-h-[60vh]" />;
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
                <form method="post" action={`/pay/${linkId}`} className="space-y-4">
                  <p className="text-sm">
                    Payable until {payableUntil(link.data.expiresAt, timeZone)}.
                  </p>
                  <p role="status" className="min-h-5 text-sm text-destructive">
                    {answer?.message}
                  </p>
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button type="submit" name="outcome" value="fail" variant="outline">
                      Fail
                    </Button>
                    <Button type="submit" name="outcome" value="pay">
                      Pay
                    </Button>
                  </div>
                </form>
              ) : (
                <p role="status">{answer?.message ?? STATE_TEXT[link.data.state]}</p>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
