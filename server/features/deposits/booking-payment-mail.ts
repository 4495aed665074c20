import { BRAND_NAME } from '@shared/constants';
import type { ReservationDto } from '@shared/contracts/reservation';
import { bookingReference } from '@shared/booking-reference';
import { guestDate, guestDateOf } from '@shared/date-display';
import { leftToPayAtRestaurantPaise } from '@shared/domain/booking-payments';
import { formatPaise } from '@shared/money';
import { simpleMail } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mailer';

/** 'Mon, 23 Nov 2026, 7:00 PM' on the restaurant's clock. */
export function momentText(at: Date | string, timeZone: string): string {
  const moment = typeof at === 'string' ? new Date(at) : at;
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(moment);
  return `${guestDateOf(moment, timeZone)}, ${time.replace(/\s/g, ' ')}`;
}

const paymentWord = (r: ReservationDto) => (r.payment?.kind === 'prepay' ? 'payment' : 'deposit');

/**
 * The deposit booking's bill row: the estimate and what is left to pay at the restaurant once the
 * deposit (paid, or still to pay) is taken off, as the manage page says it (billLeftToPay).
 */
function depositBillText(r: ReservationDto, paid: boolean): string {
  const p = r.payment!;
  if (r.totalAmount === null) return 'on the day; the deposit is taken off it at the restaurant';
  const held = paid ? p.amount - p.refunded : p.amount;
  const left = leftToPayAtRestaurantPaise(r.totalAmount, held);
  const rest = left === 0 ? 'nothing' : formatPaise(left);
  return `${formatPaise(r.totalAmount)} including 5% GST; ${rest} left to pay at the restaurant${paid ? '' : ' once the deposit is paid'}`;
}

/**
 * The money rows of a booking e-mail: what was paid when booking, a larger party's payment still
 * to come, and the cancellation policy; or, when nothing is paid online (the policy `none`), the
 * spec's estimate payable at the restaurant.
 */
export function paymentRows(r: ReservationDto, timeZone: string): [string, string][] {
  const bill = r.totalAmount !== null ? formatPaise(r.totalAmount) : 'on the day';
  const p = r.payment;
  if (!p) return [['Estimated bill', `${bill} including 5% GST, payable at the restaurant`]];
  const paid = p.status === 'completed' || p.status === 'refunded';
  const state = paid ? 'paid' : 'awaiting payment';
  const rows: [string, string][] =
    p.kind === 'prepay'
      ? [['Prepaid', `${formatPaise(p.amount)} (the estimated bill, including 5% GST), ${state}`]]
      : [
          ['Deposit', `${formatPaise(p.amount)} ${state}`],
          ['Estimated bill', depositBillText(r, paid)],
        ];
  if (p.topUp) {
    rows.push([
      'Larger party',
      `${formatPaise(p.topUp.amount)} more to pay online by ${momentText(p.topUp.holdUntil, timeZone)}; if unpaid by then, the booking goes back to the party already paid for`,
    ]);
  }
  if (p.refundableUntil) {
    rows.push([
      'Cancellation',
      `Free until ${momentText(p.refundableUntil, timeZone)} (full refund); after that, or if you do not come, the ${paymentWord(r)} is kept`,
    ]);
  }
  if (p.refunded > 0) rows.push(['Refunded', formatPaise(p.refunded)]);
  return rows;
}

/** What a cancellation mail says of the money: refunded, or kept under the policy. */
export function cancellationMoneyLines(r: ReservationDto): string[] {
  const p = r.payment;
  if (!p || (p.status !== 'completed' && p.status !== 'refunded')) return [];
  if (p.refunded > 0) {
    return [
      `We are refunding ${formatPaise(p.refunded)} to the card you paid with; banks take 5 to 7 working days to show it.`,
    ];
  }
  return [
    `As the cancellation came after the free cancellation period, your ${paymentWord(r)} of ${formatPaise(p.amount)} is kept, as our cancellation policy says.`,
  ];
}

/**
 * The guest's pay link for a booking held unpaid (opened when the diner pays without
 * JavaScript): what to pay, until when the seats are held, and the booking's own page.
 */
export function payLinkMail(
  r: ReservationDto,
  link: { payUrl: string; manageUrl: string; holdUntil: Date; timeZone: string },
): MailMessage {
  const amount = formatPaise(r.payment?.amount ?? 0);
  return simpleMail({
    to: r.email,
    subject: `Pay your ${paymentWord(r)} to confirm your table at ${BRAND_NAME}`,
    greeting: `Dear ${r.name},`,
    paragraphs: [
      `We are holding ${r.guests} ${r.guests === 1 ? 'seat' : 'seats'} for you on ${guestDate(r.date)} (${r.timeSlot}) until ${momentText(link.holdUntil, link.timeZone)}.`,
      `Please pay the ${paymentWord(r)} of ${amount} by then to confirm the table; if it is not paid in time, the seats go back on sale.`,
      `Booking reference: ${bookingReference(r.id)}`,
    ],
    links: [
      { label: `Pay ${amount}`, url: link.payUrl },
      { label: 'View your booking', url: link.manageUrl },
    ],
  });
}

/** The guest's note that an unpaid booking's seats went back on sale. */
export function holdEndedMail(r: ReservationDto, bookUrl: string): MailMessage {
  return simpleMail({
    to: r.email,
    subject: `Your table at ${BRAND_NAME} was not confirmed: payment not completed`,
    greeting: `Dear ${r.name},`,
    paragraphs: [
      `We held ${r.guests} seats for you on ${r.date} (${r.timeSlot}) while you paid, but the payment was not completed in time, so the seats are back on sale and the booking is cancelled.`,
      `Booking reference: ${bookingReference(r.id)}`,
      'If money did leave your account, it is refunded in full automatically.',
    ],
    links: [{ label: 'Book again', url: bookUrl }],
  });
}

/** The guest's note that money is on its way back, whatever the reason. */
export function refundMail(
  r: ReservationDto,
  refund: { amount: number; gatewayRefundId: string; lateAfterHold: boolean },
): MailMessage {
  return simpleMail({
    to: r.email,
    subject: `Your refund from ${BRAND_NAME}: ${formatPaise(refund.amount)}`,
    greeting: `Dear ${r.name},`,
    paragraphs: [
      refund.lateAfterHold
        ? `Your payment for booking ${bookingReference(r.id)} arrived after the seats had gone back on sale, so we have refunded it in full.`
        : `We have refunded ${formatPaise(refund.amount)} for booking ${bookingReference(r.id)}.`,
      `Refund reference: ${refund.gatewayRefundId}. Banks take 5 to 7 working days to show it.`,
    ],
  });
}

/** The guest's note that the further payment for their larger party arrived. */
export function topUpPaidMail(r: ReservationDto, amount: number): MailMessage {
  const p = r.payment;
  return simpleMail({
    to: r.email,
    subject: `Payment received for your larger party at ${BRAND_NAME}: ${formatPaise(amount)}`,
    greeting: `Dear ${r.name},`,
    paragraphs: [
      `We have received ${formatPaise(amount)} for booking ${bookingReference(r.id)}: your table on ${r.date} (${r.timeSlot}) is now for ${r.guests} guests.`,
      ...(p ? [`In all you have paid ${formatPaise(p.amount)} online.`] : []),
    ],
  });
}

/** The guest's note that a larger party was not paid for in time and the booking is as before. */
export function topUpLapsedMail(r: ReservationDto, amount: number): MailMessage {
  return simpleMail({
    to: r.email,
    subject: `Your change at ${BRAND_NAME} was not completed: payment not completed`,
    greeting: `Dear ${r.name},`,
    paragraphs: [
      `The payment of ${formatPaise(amount)} for your larger party was not completed in time, so booking ${bookingReference(r.id)} is back to ${r.guests} guests on ${r.date} (${r.timeSlot}), as paid for.`,
      'If money did leave your account for the change, it is refunded in full automatically.',
    ],
  });
}
