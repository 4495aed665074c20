import { FileText } from 'lucide-react';
import { pathOf } from '@shared/api/endpoint';
import * as endpoints from '@shared/api/endpoints';
import type { BuyerOrderDto } from '@shared/contracts/corporate-order';
import { guestDateOf } from '@shared/date-display';
import { stateLabel } from '@shared/invoicing/indian-states';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useRestaurantTimeZone } from '@/lib/dates/restaurant-today';

/** A download of one of the order's documents, named for what it is. */
function DocumentLink({ href, label }: { href: string; label: string }) {
  return (
    // A document number makes the label long: on a phone it wraps inside the button instead of
    // running past the card's edge.
    <a
      href={href}
      download
      className={cn(buttonVariants({ variant: 'outline', size: 'tall' }), 'max-w-full')}
    >
      <FileText className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="whitespace-normal text-left">{label}</span>
    </a>
  );
}

/**
 * The order's paperwork on the buyer's page: whom the tax invoice names, the invoice and credit
 * note to download once issued, and the payment link when the accounts team pays by one.
 */
export function InvoiceCard({ order, token }: { order: BuyerOrderDto; token: string }) {
  const timeZone = useRestaurantTimeZone();
  const { billing, invoice, creditNote, paymentLink } = order;
  if (!billing && !invoice && !creditNote && !paymentLink) return null;
  const day = (iso: string) => guestDateOf(new Date(iso), timeZone);
  return (
    <Card>
      <CardContent className="space-y-4">
        <h2 className="text-xl font-semibold">Invoice and payment</h2>
        {paymentLink && paymentLink.state !== 'paid' && (
          <p className="text-sm" data-testid="payment-link-state">
            {paymentLink.state === 'active'
              ? `A payment link was e-mailed to ${paymentLink.sentTo}; it can be paid until ${day(paymentLink.expiresAt)}.`
              : `The payment link sent to ${paymentLink.sentTo} expired on ${day(paymentLink.expiresAt)} unpaid. Please contact us to pay for this order.`}
          </p>
        )}
        {billing && (
          <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 text-sm">
            <dt className="font-semibold">Invoice to</dt>
            <dd className="break-words text-muted-foreground">{billing.legalName}</dd>
            {billing.gstin && (
              <>
                <dt className="font-semibold">GSTIN</dt>
                <dd className="text-muted-foreground">{billing.gstin}</dd>
              </>
            )}
            {billing.state && (
              <>
                <dt className="font-semibold">Place of supply</dt>
                <dd className="text-muted-foreground">{stateLabel(billing.state)}</dd>
              </>
            )}
            {billing.poNumber && (
              <>
                <dt className="font-semibold">PO number</dt>
                <dd className="text-muted-foreground">{billing.poNumber}</dd>
              </>
            )}
          </dl>
        )}
        {invoice ? (
          <div className="flex flex-wrap gap-2">
            <DocumentLink
              href={pathOf(endpoints.orders.invoicePdf, { token })}
              label={`Download tax invoice ${invoice.number} (PDF)`}
            />
            {creditNote && (
              <DocumentLink
                href={pathOf(endpoints.orders.creditNotePdf, { token })}
                label={`Download credit note ${creditNote.number} (PDF)`}
              />
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            The GST tax invoice is issued when the order is paid.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
