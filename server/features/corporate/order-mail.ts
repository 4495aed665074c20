import { BRAND_NAME, GST_PERCENT } from '@shared/constants';
import { guestDate, staffDate } from '@shared/date-display';
import { buyerOrderState } from '@shared/domain/corporate-order-rules';
import { chargedOrderBill, formatPaise, formatRupees } from '@shared/money';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';
import { simpleMail, type MailLink, type MailSection } from '../../mail/mail-layout';
import type { MailAttachment, MailMessage } from '../../mail/mailer';

// What the buyer and the restaurant are told about a corporate order. Each message is rendered
// when it is queued, so it says what was true when the change committed; every message to the
// buyer links to their order page, which shows what is true now.

export const orderNumber = (order: CorporateOrderRow) => `#${order.id}`;
/** 'your order #12 from The Tasting Room': the brand after the number reads as English. */
export const yourOrder = (order: CorporateOrderRow) =>
  `order ${orderNumber(order)} from ${BRAND_NAME}`;

/** The buyer's order page, when the order has one (orders from before the page have none). */
export function orderPageUrl(publicUrl: string, order: CorporateOrderRow): string | undefined {
  return order.viewToken ? `${publicUrl}/order/${order.viewToken}` : undefined;
}

export const pageLinks = (pageUrl: string | undefined): MailLink[] =>
  pageUrl ? [{ label: 'See your order and where it stands', url: pageUrl }] : [];

/** The order's lines and bill; the buyer reads it as their order, the restaurant as an order. */
export function itemsSection(
  order: CorporateOrderRow,
  options: { totalLabel?: string; reader?: 'buyer' | 'staff' } = {},
): MailSection {
  const { totalLabel = 'Total paid', reader = 'buyer' } = options;
  const lines = order.orderItems ?? [];
  const bill = chargedOrderBill(lines, order.totalAmount);
  return {
    heading: reader === 'buyer' ? 'Your order' : 'The order',
    rows: [
      ...lines.map((l): [string, string] => [
        `${l.quantity} × ${l.name}`,
        formatRupees(l.price * l.quantity),
      ]),
      ...(bill
        ? ([
            [`GST (${GST_PERCENT})`, formatPaise(bill.gstPaise)],
            [totalLabel, formatPaise(bill.totalPaise)],
          ] as [string, string][])
        : []),
    ],
  };
}

/**
 * The buyer reads dates as guests do ('Wed, 25 Nov 2026'), the restaurant as staff do. A fact the
 * order does not have (an order taken by staff without delivery details) is left out, not
 * printed as an empty 'Address:'.
 */
export function deliverySection(order: CorporateOrderRow, reader: 'buyer' | 'staff'): MailSection {
  const readDate = reader === 'buyer' ? guestDate : staffDate;
  const rows: [string, string][] = [
    ['Company', order.companyName],
    ['Contact person', order.contactPerson],
    ['Phone', order.phone],
    ['E-mail', order.email],
    ['Address', order.deliveryAddress ?? ''],
    ['Date', order.deliveryDate ? readDate(order.deliveryDate) : ''],
    ['Time', order.deliveryTime ?? ''],
    ['Instructions', order.specialRequirements ?? ''],
  ];
  return { heading: 'Delivery', rows: rows.filter(([, value]) => value.trim() !== '') };
}

/**
 * The buyer's accounts team, when they pay by link: they are copied on what concerns the money
 * (the tax invoice, the refund and its credit note).
 */
export const accountsCopy = (order: CorporateOrderRow): string | undefined =>
  order.paymentMode === 'link' ? (order.accountsEmail ?? undefined) : undefined;

/** Says who else reads the message, so nobody forwards it to a team that already has it. */
export const copiedNote = (order: CorporateOrderRow): string[] => {
  const accounts = accountsCopy(order);
  return accounts && accounts !== order.email
    ? [`A copy of this e-mail goes to your accounts team at ${accounts}.`]
    : [];
};

export const DELIVERY_NOTE = 'Delivery charges are paid to the delivery partner on arrival.';

/**
 * To the buyer, once the payment is confirmed. It says what the order page says at that moment
 * (paid, awaiting approval; or approved, should staff have approved it first), never more.
 */
export function orderConfirmationMail(
  order: CorporateOrderRow,
  pageUrl?: string,
  invoice?: { number: string; attachment: MailAttachment },
): MailMessage {
  const state = buyerOrderState(order);
  const approved = order.status === 'approved';
  const mail = simpleMail({
    to: order.email,
    cc: accountsCopy(order),
    subject: approved
      ? `Your ${yourOrder(order)} is paid and confirmed`
      : `Payment received for your ${yourOrder(order)}`,
    greeting: `Dear ${order.contactPerson},`,
    paragraphs: [
      `Thank you: we have received your payment for order ${orderNumber(order)}.`,
      `Status: ${state.label}. ${state.detail}`,
    ],
    sections: [itemsSection(order), deliverySection(order, 'buyer')],
    links: pageLinks(pageUrl),
    closing: [
      ...(invoice ? [`Your tax invoice ${invoice.number} is attached as a PDF.`] : []),
      ...copiedNote(order),
      DELIVERY_NOTE,
      `Payment reference: ${order.paymentId ?? ''}`,
    ],
  });
  return invoice ? { ...mail, attachments: [invoice.attachment] } : mail;
}

/** To the restaurant (its contact e-mail), once the payment is confirmed. */
export function newOrderNoticeMail(
  order: CorporateOrderRow,
  to: string,
  staffUrl: string,
): MailMessage {
  return simpleMail({
    to,
    subject: `New corporate order ${orderNumber(order)} from ${order.companyName}`,
    greeting: 'Hello,',
    paragraphs: [
      `A paid corporate order ${orderNumber(order)} is waiting for approval.`,
      `Review it in the staff portal: ${staffUrl}`,
    ],
    sections: [itemsSection(order, { reader: 'staff' }), deliverySection(order, 'staff')],
  });
}

export function orderApprovedMail(order: CorporateOrderRow, pageUrl?: string): MailMessage {
  return simpleMail({
    to: order.email,
    subject: `Your ${yourOrder(order)} is confirmed`,
    greeting: `Dear ${order.contactPerson},`,
    paragraphs: [
      `Good news: we have accepted your order ${orderNumber(order)} and will deliver it as planned.`,
    ],
    sections: [deliverySection(order, 'buyer')],
    links: pageLinks(pageUrl),
    closing: [DELIVERY_NOTE],
  });
}

/**
 * To the buyer when staff cancel the order: rejected while pending, or called off after it was
 * approved. A paid order is refunded in full, and the mail says so.
 */
export function orderRejectedMail(
  order: CorporateOrderRow,
  refunding: boolean,
  options: { pageUrl?: string; wasApproved?: boolean } = {},
): MailMessage {
  const { pageUrl, wasApproved = false } = options;
  return simpleMail({
    to: order.email,
    subject: wasApproved
      ? `Your ${yourOrder(order)} has been cancelled`
      : `Your ${yourOrder(order)} could not be accepted`,
    greeting: `Dear ${order.contactPerson},`,
    paragraphs: [
      wasApproved
        ? `We are very sorry: we have had to cancel your order ${orderNumber(order)}.`
        : `We are sorry: we cannot take your order ${orderNumber(order)} for the date requested.`,
      refunding
        ? `Your payment of ${formatPaise(order.totalAmount ?? 0)} will be refunded in full to the card you paid with; we will write again when the refund is issued.`
        : 'No payment was taken for this order.',
      'Please call or write to us and we will gladly find another date.',
    ],
    links: pageLinks(pageUrl),
  });
}

export function refundIssuedMail(
  order: CorporateOrderRow,
  refund: { id: string; amount: number },
  pageUrl?: string,
  creditNote?: { number: string; attachment: MailAttachment },
): MailMessage {
  const mail = simpleMail({
    to: order.email,
    cc: accountsCopy(order),
    subject: `Your refund for ${yourOrder(order)}`,
    greeting: `Dear ${order.contactPerson},`,
    paragraphs: [
      `We have refunded ${formatPaise(refund.amount)} for order ${orderNumber(order)}.`,
      'Banks usually show a refund within 5 to 7 working days.',
    ],
    links: pageLinks(pageUrl),
    closing: [
      ...(creditNote ? [`Our credit note ${creditNote.number} is attached as a PDF.`] : []),
      ...copiedNote(order),
      `Refund reference: ${refund.id}`,
    ],
  });
  return creditNote ? { ...mail, attachments: [creditNote.attachment] } : mail;
}
