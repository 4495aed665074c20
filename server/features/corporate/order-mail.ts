import { BRAND_NAME } from '@shared/constants';
import { corporateOrderBill, formatPaise, formatRupees } from '@shared/money';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';
import { simpleMail, type MailSection } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mailer';

// What the buyer and the restaurant are told about a corporate order. Each message is rendered
// when it is queued, so it says what was true when the change committed.

const orderNumber = (order: CorporateOrderRow) => `#${order.id}`;

function itemsSection(order: CorporateOrderRow): MailSection {
  const lines = order.orderItems ?? [];
  const bill = corporateOrderBill(lines);
  return {
    heading: 'Your order',
    rows: [
      ...lines.map((l): [string, string] => [
        `${l.quantity} × ${l.name}`,
        formatRupees(l.price * l.quantity),
      ]),
      ['GST (5%)', formatPaise(bill.gstPaise)],
      ['Total paid', formatPaise(order.totalAmount ?? bill.totalPaise)],
    ],
  };
}

function deliverySection(order: CorporateOrderRow): MailSection {
  return {
    heading: 'Delivery',
    rows: [
      ['Company', order.companyName],
      ['Contact person', order.contactPerson],
      ['Phone', order.phone],
      ['E-mail', order.email],
      ['Address', order.deliveryAddress ?? ''],
      ['Date', order.deliveryDate ?? ''],
      ['Time', order.deliveryTime ?? ''],
      ...(order.specialRequirements
        ? ([['Instructions', order.specialRequirements]] as [string, string][])
        : []),
    ],
  };
}

const DELIVERY_NOTE = 'Delivery charges are paid to the delivery partner on arrival.';

/** To the buyer, once the payment is confirmed. */
export function orderConfirmationMail(order: CorporateOrderRow): MailMessage {
  return simpleMail({
    to: order.email,
    subject: `Your ${BRAND_NAME} order ${orderNumber(order)} is paid`,
    greeting: `Dear ${order.contactPerson},`,
    paragraphs: [
      `Thank you: your payment was received and your order ${orderNumber(order)} is placed.`,
      'Our team will review it and confirm by e-mail.',
    ],
    sections: [itemsSection(order), deliverySection(order)],
    closing: [DELIVERY_NOTE, `Payment reference: ${order.paymentId ?? ''}`],
  });
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
    sections: [itemsSection(order), deliverySection(order)],
  });
}

export function orderApprovedMail(order: CorporateOrderRow): MailMessage {
  return simpleMail({
    to: order.email,
    subject: `Your ${BRAND_NAME} order ${orderNumber(order)} is confirmed`,
    greeting: `Dear ${order.contactPerson},`,
    paragraphs: [
      `Good news: we have accepted your order ${orderNumber(order)} and will deliver it as planned.`,
    ],
    sections: [deliverySection(order)],
    closing: [DELIVERY_NOTE],
  });
}

export function orderRejectedMail(order: CorporateOrderRow, refunding: boolean): MailMessage {
  return simpleMail({
    to: order.email,
    subject: `Your ${BRAND_NAME} order ${orderNumber(order)} could not be accepted`,
    greeting: `Dear ${order.contactPerson},`,
    paragraphs: [
      `We are sorry: we cannot take your order ${orderNumber(order)} for the date requested.`,
      refunding
        ? `Your payment of ${formatPaise(order.totalAmount ?? 0)} will be refunded in full to the card you paid with; we will write again when the refund is issued.`
        : 'No payment was taken for this order.',
      'Please call or write to us and we will gladly find another date.',
    ],
  });
}

export function refundIssuedMail(
  order: CorporateOrderRow,
  refund: { id: string; amount: number },
): MailMessage {
  return simpleMail({
    to: order.email,
    subject: `Refund for your ${BRAND_NAME} order ${orderNumber(order)}`,
    greeting: `Dear ${order.contactPerson},`,
    paragraphs: [
      `We have refunded ${formatPaise(refund.amount)} for order ${orderNumber(order)}.`,
      'Banks usually show a refund within 5 to 7 working days.',
    ],
    closing: [`Refund reference: ${refund.id}`],
  });
}
