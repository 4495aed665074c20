import { BRAND_NAME } from '@shared/constants';
import { guestDate, guestDateOf } from '@shared/date-display';
import { formatPaise } from '@shared/money';
import type { CorporateOrderRow } from '@shared/schema/corporate-orders';
import { simpleMail } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mailer';
import {
  accountsCopy,
  deliverySection,
  itemsSection,
  orderNumber,
  pageLinks,
  yourOrder,
} from './order-mail';

// The mails of an order paid by link: the link to the accounts team, the note to the person who
// placed it that it waits for them, and what happens when the money comes too late.

/** The link's last day, as the buyer reads it; the link is paid by the end of that day. */
type LinkTerms = { url: string; expiresAt: Date; timeZone: string };

const companyOf = (order: CorporateOrderRow) => order.billing?.legalName ?? order.companyName;

/**
 * To the buyer's accounts team: the payment link, what it pays for and until when. Paying it
 * confirms the order exactly as paying at checkout does.
 */
export function paymentLinkMail(order: CorporateOrderRow, link: LinkTerms): MailMessage {
  const company = companyOf(order);
  const who =
    company === order.contactPerson ? order.contactPerson : `${order.contactPerson} of ${company}`;
  return simpleMail({
    to: order.accountsEmail ?? order.email,
    subject: `Payment link for ${company}'s ${yourOrder(order)}`,
    greeting: 'Hello,',
    paragraphs: [
      `${who} placed catering order ${orderNumber(order)} with ${BRAND_NAME} and asked us to send you the payment link.`,
      `Please pay ${formatPaise(order.totalAmount ?? 0)} by ${guestDateOf(link.expiresAt, link.timeZone)}; the link stops working after that and the order stays unconfirmed.`,
      `As soon as the payment is received, the GST tax invoice is e-mailed to you and to ${order.contactPerson} (${order.email}).`,
    ],
    sections: [
      itemsSection(order, { totalLabel: 'Total to pay' }),
      deliverySection(order, 'buyer'),
    ],
    links: [{ label: 'Pay the order', url: link.url }],
  });
}

/**
 * To the person who placed an order paid by link, when it is placed: nothing is confirmed yet,
 * it waits for their accounts team, and by when they have to pay.
 */
export function linkOrderPlacedMail(
  order: CorporateOrderRow,
  link: Omit<LinkTerms, 'url'>,
  pageUrl: string | undefined,
): MailMessage {
  return simpleMail({
    to: order.email,
    subject: `Your ${yourOrder(order)} is waiting for your accounts team's payment`,
    greeting: `Dear ${order.contactPerson},`,
    paragraphs: [
      `Thank you for your catering order ${orderNumber(order)}. It is waiting for your accounts team's payment: we have e-mailed the payment link for ${formatPaise(order.totalAmount ?? 0)} to ${order.accountsEmail ?? ''}.`,
      `The link can be paid until ${guestDateOf(link.expiresAt, link.timeZone)}. Once it is paid, we e-mail the GST tax invoice to you both and our team reviews your order; if it is not paid by then, the order is not placed.`,
    ],
    sections: [
      itemsSection(order, { totalLabel: 'Total to pay' }),
      deliverySection(order, 'buyer'),
    ],
    links: pageLinks(pageUrl),
  });
}

/**
 * To the buyer and their accounts team when the money arrived after the link's time was up: the
 * order is not delivered and the payment goes back in full (the refund's own mail follows).
 */
export function latePaymentMail(
  order: CorporateOrderRow,
  payableUntil: Date,
  timeZone: string,
  pageUrl: string | undefined,
): MailMessage {
  return simpleMail({
    to: order.email,
    cc: accountsCopy(order),
    subject: `Your payment for ${yourOrder(order)} came too late and is being refunded`,
    greeting: `Dear ${order.contactPerson},`,
    paragraphs: [
      `We received ${formatPaise(order.totalAmount ?? 0)} for order ${orderNumber(order)} after its payment link had expired (it could be paid until ${guestDateOf(payableUntil, timeZone)}), too late to prepare the delivery${order.deliveryDate ? ` on ${guestDate(order.deliveryDate)}` : ''}.`,
      'We have cancelled the order and are refunding the payment in full; we will write again when the refund is issued.',
      'Please call or write to us and we will gladly find another date.',
    ],
    links: pageLinks(pageUrl),
  });
}
