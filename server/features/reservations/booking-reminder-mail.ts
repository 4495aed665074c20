import { BRAND_NAME } from '@shared/constants';
import { COMING_LINK_PARAM } from '@shared/domain/attendance';
import { simpleMail } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mailer';
import {
  bookingRows,
  directions,
  eveningOf,
  findingUs,
  type BookingMailBase,
} from './booking-confirmation';

export type ReminderInput = Omit<BookingMailBase, 'calendarSequence'> & { manageUrl: string };

/**
 * The day-before reminder: the booking, where to find us, a one-tap 'I'm coming' and the manage
 * link to change or cancel while there is time.
 */
export function bookingReminderMail(input: ReminderInput): MailMessage {
  const r = input.reservation;
  const at = eveningOf(r.date, input.seating.startTime, input.timeZone);
  return simpleMail({
    to: r.email,
    subject: `See you soon at ${BRAND_NAME}: ${at}`,
    greeting: `Dear ${r.name},`,
    paragraphs: [
      `A reminder of your table at ${BRAND_NAME} on ${at}. We are preparing for you.`,
      "Please tap 'I'm coming' so we know to expect you, or change or cancel the booking if your plans have changed, so another party can have the table.",
    ],
    sections: [
      { rows: bookingRows({ ...input, calendarSequence: 0 }) },
      ...findingUs(input.contact),
    ],
    links: [
      { label: "I'm coming", url: `${input.manageUrl}?${COMING_LINK_PARAM}=1` },
      { label: 'View, change or cancel your booking', url: input.manageUrl },
      ...directions(input.contact),
    ],
  });
}
