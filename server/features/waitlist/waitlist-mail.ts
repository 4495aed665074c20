import { BRAND_NAME } from '@shared/constants';
import type { WaitlistEntryRow } from '@shared/schema/waitlist-entries';
import { simpleMail } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mailer';
import { guestDate, guestMoment } from '@shared/date-display';
import { eveningOf } from '../reservations/booking-confirmation';

type EntryMail = {
  entry: Pick<WaitlistEntryRow, 'name' | 'email' | 'date' | 'timeSlot' | 'guests'>;
  seating: { startTime: string };
  timeZone: string;
  /** The diner's own page: their place, the offer, a way to leave. */
  url: string;
};

const party = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;
const seats = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

/**
 * The diner is on the waitlist: where they stand and the link that lets them leave. Anyone may
 * join with any address, so this receipt repeats nothing the sender typed (not even the name).
 */
export function waitlistJoinedMail(input: EntryMail & { position: number }): MailMessage {
  const { entry } = input;
  const at = eveningOf(entry.date, input.seating.startTime, input.timeZone);
  return simpleMail({
    to: entry.email,
    subject: `You are on the waitlist at ${BRAND_NAME} for ${at}`,
    greeting: 'Hello,',
    paragraphs: [
      `The ${entry.timeSlot} seating on ${guestDate(entry.date)} is full, so we have put your party of ${party(entry.guests)} on its waitlist. You are number ${input.position}.`,
      'If seats free up for you, we will e-mail you at once and hold them for you for a short while: book them through the link in that e-mail.',
      'If you did not join this waitlist, open the link below and leave it.',
    ],
    links: [{ label: 'See your place or leave the waitlist', url: input.url }],
  });
}

/**
 * Seats freed up: they are held until `holdExpiresAt`, and the link books them; `payment` says
 * what the payment policy asks when they are booked (nothing when paid at the restaurant).
 */
export function waitlistOfferMail(
  input: EntryMail & { holdExpiresAt: Date; payment?: string | undefined },
): MailMessage {
  const { entry } = input;
  const at = eveningOf(entry.date, input.seating.startTime, input.timeZone);
  const until = guestMoment(input.holdExpiresAt, input.timeZone);
  return simpleMail({
    to: entry.email,
    subject: `A table for ${entry.guests} is free at ${BRAND_NAME} on ${at}`,
    greeting: `Dear ${entry.name},`,
    paragraphs: [
      `Good news: seats have freed up in the ${entry.timeSlot} seating on ${guestDate(entry.date)}, and we are holding ${seats(entry.guests)} for you until ${until}.`,
      'Choose your menus and book them through the link below before then. After that, the seats go to the next party waiting.',
      ...(input.payment ? [input.payment] : []),
    ],
    links: [{ label: 'Book the seats held for you', url: input.url }],
  });
}
