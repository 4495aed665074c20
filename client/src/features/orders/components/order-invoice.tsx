import type { ReactNode } from 'react';
import { pathOf } from '@shared/api/endpoint';
import * as endpoints from '@shared/api/endpoints';
import type { CorporateOrderDto } from '@shared/contracts/corporate-order';
import { stateLabel } from '@shared/invoicing/indian-states';
import { useRestaurantTimeZone } from '@/lib/dates/restaurant-today';
import { paymentLinkText } from '../order-display';

const linkClass = 'text-accent underline underline-offset-4';

/**
 * The order's tax paperwork for staff: whom the invoice names, the invoice and credit note to
 * download, and the payment link when the buyer's accounts team pays by one.
 */
export function orderInvoiceFacts(
  order: CorporateOrderDto,
  timeZone: string,
): [string, ReactNode][] {
  const b = order.billing;
  return [
    ...(order.paymentLink
      ? ([['Payment link', paymentLinkText(order.paymentLink, timeZone)]] as [string, ReactNode][])
      : []),
    ...(b
      ? ([
          ['Invoice to', b.legalName],
          ['GSTIN', b.gstin ?? 'Not given'],
          ...(b.state ? [['Place of supply', stateLabel(b.state)]] : []),
          ...(b.poNumber ? [['PO number', b.poNumber]] : []),
        ] as [string, ReactNode][])
      : []),
    [
      'Tax invoice',
      order.invoice ? (
        <a
          href={pathOf(endpoints.corporateOrders.invoicePdf, { id: order.id })}
          download
          className={linkClass}
        >
          {order.invoice.number} (PDF)
        </a>
      ) : (
        'Not issued'
      ),
    ],
    ...(order.creditNote
      ? ([
          [
            'Credit note',
            <a
              href={pathOf(endpoints.corporateOrders.creditNotePdf, { id: order.id })}
              download
              className={linkClass}
            >
              {order.creditNote.number} (PDF)
            </a>,
          ],
        ] as [string, ReactNode][])
      : []),
  ];
}

/** The facts above for the order's expanded row, dated on the restaurant's clock. */
export function useOrderInvoiceFacts(order: CorporateOrderDto): [string, ReactNode][] {
  return orderInvoiceFacts(order, useRestaurantTimeZone());
}
