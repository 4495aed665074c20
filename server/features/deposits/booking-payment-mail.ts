import { BRAND_NAME, GST_PERCENT } from '@shared/constants';
import type { ReservationDto } from '@shared/contracts/reservation';
import { bookingReference } from '@shared/booking-reference';
import { guestDate, guestMoment } from '@shared/date-display';
import { leftToPayAtRestaurantPaise, onlinePaymentStanding } from '@shared/domain/booking-payments';
import { formatPaise } from '@shared/money';
import { simpleMail } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mailer';

/** 'Mon, 23 Nov 2026 at 7:00 PM' on the restaurant's clock, as every guest mail says a moment. */
export function momentText(at: Date | string, timeZone: string): string {
  return guestMoment(typeof at === 'string' ? new Date(at) : at, timeZone);
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
  return `${formatPaise(r.totalAmount)} including ${GST_PERCENT} GST; ${rest} left to pay at the restaurant${paid ? '' : ' once the deposit is paid'}`;
}

/** 'Deposit' or 'Prepaid', as a mail's row names what was paid when booking. */
const paymentLabel = (r: ReservationDto) => (r.payment?.kind === 'prepay' ? 'Prepaid' : 'Deposit');

/**
 * The money rows of a booking e-mail: what was paid when booking, a larger party's payment still
 * to come, and the cancellation policy; or, when nothing is paid online (the policy `none`), the
 * spec's estimate payable at the restaurant. One reading of the payment decides every row
 * (onlinePaymentStanding), so a mail never says a deposit is both refunded and kept: money given
 * back in full leaves the whole bill to the restaurant and nothing for the policy to keep.
 */
export function paymentRows(r: ReservationDto, timeZone: string): [string, string][] {
  const bill = r.totalAmount !== null ? formatPaise(r.totalAmount) : 'on the day';
  const atRestaurant: [string, string] = [
    'Estimated bill',
    `${bill} including ${GST_PERCENT} GST, payable at the restaurant`,
  ];
  const p = r.payment;
  if (!p) return [atRestaurant];
  const standing = onlinePaymentStanding(p);
  if (standing === 'waived') return [atRestaurant];
  if (standing === 'given back') {
    const back =
      p.refundStatus === 'processed' || p.status === 'refunded' ? 'refunded' : 'being refunded';
    return [[paymentLabel(r), `${formatPaise(p.amount)} paid and ${back} in full`], atRestaurant];
  }
  const paid = standing === 'held';
  const state = paid ? 'paid' : 'awaiting payment';
  const rows: [string, string][] =
    p.kind === 'prepay'
      ? [
          [
            'Prepaid',
            `${formatPaise(p.amount)} (the estimated bill, including ${GST_PERCENT} GST), ${state}`,
          ],
        ]
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
  if (p.refunded > 0) rows.push(['Refunded so far', formatPaise(p.refunded)]);
  if (p.refundableUntil) {
    // Part given back: what the policy keeps is what is still paid, said in money.
    const kept =
      p.refunded > 0
        ? `the ${formatPaise(p.amount - p.refunded)} still paid`
        : `the ${paymentWord(r)}`;
    rows.push([
      'Cancellation',
      `Free until ${momentText(p.refundableUntil, timeZone)} (full refund); after that, or if you do not come, ${kept} is kept`,
    ]);
  }
  return rows;
}

/**
 * What the note that a cancelled booking stands again says of its money. Staff never take money
 * online, so what was given back stays given back and a payment never made is not asked again:
 * the bill is then the restaurant's; money still held counts toward it again.
 */
export function reinstatedMoneyLines(r: ReservationDto): string[] {
  const p = r.payment;
  if (!p) return [];
  switch (onlinePaymentStanding(p)) {
    case 'given back':
      return [
        `The ${formatPaise(p.refunded)} we refunded stays refunded: nothing more is paid online, and the whole bill is paid at the restaurant on the night.`,
      ];
    case 'waived':
      return [
        `No ${paymentWord(r)} is asked: the whole bill is paid at the restaurant on the night.`,
      ];
    case 'held':
      return [
        `The ${formatPaise(p.amount - p.refunded)} you paid online counts toward the bill again.`,
      ];
    default:
      return [];
  }
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
      `We held ${r.guests} seats for you on ${guestDate(r.date)} (${r.timeSlot}) while you paid, but the payment was not completed in time, so the seats are back on sale and the booking is cancelled.`,
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

/** The guest's note that a payment made twice is going back: told when it is recorded. */
export function secondPaymentMail(
  r: ReservationDto,
  payment: { id: string; amount: number },
): MailMessage {
  return simpleMail({
    to: r.email,
    subject: `A second payment for your booking at ${BRAND_NAME} is being refunded: ${formatPaise(payment.amount)}`,
    greeting: `Dear ${r.name},`,
    paragraphs: [
      `We received a second payment of ${formatPaise(payment.amount)} for booking ${bookingReference(r.id)}, which was already paid. We have asked for it to be refunded in full; banks take 5 to 7 working days to show it.`,
      'Your booking is unchanged.',
      `Payment reference: ${payment.id}.`,
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
      `We have received ${formatPaise(amount)} for booking ${bookingReference(r.id)}: your table on ${guestDate(r.date)} (${r.timeSlot}) is now for ${r.guests} guests.`,
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
      `The payment of ${formatPaise(amount)} for your larger party was not completed in time, so booking ${bookingReference(r.id)} is back to ${r.guests} guests on ${guestDate(r.date)} (${r.timeSlot}), as paid for.`,
      'If money did leave your account for the change, it is refunded in full automatically.',
    ],
  });
}
