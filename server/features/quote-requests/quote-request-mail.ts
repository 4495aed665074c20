import { BRAND_NAME } from '@shared/constants';
import { guestDate, staffDate } from '@shared/date-display';
import type { QuoteRequestRow } from '@shared/schema/quote-requests';
import { simpleMail, type MailSection } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mailer';

function requestSection(request: QuoteRequestRow, reader: 'buyer' | 'staff'): MailSection {
  const day = reader === 'buyer' ? guestDate : staffDate;
  return {
    heading: 'Your request',
    rows: [
      ['Name', request.name],
      ...(request.company ? ([['Company', request.company]] as [string, string][]) : []),
      ['E-mail', request.email],
      ['Phone', request.phone],
      ['Event date', day(request.eventDate)],
      ['Guests', String(request.guests)],
      ...(request.message ? ([['Message', request.message]] as [string, string][]) : []),
    ],
  };
}

/** To the visitor: we have it, and what happens next. */
export function quoteReceivedMail(request: QuoteRequestRow): MailMessage {
  return simpleMail({
    to: request.email,
    subject: `Your catering quote request to ${BRAND_NAME}`,
    greeting: `Dear ${request.name},`,
    paragraphs: [
      'Thank you for asking us to cater your event. We have received your request and will reply with a quote within one working day.',
    ],
    sections: [requestSection(request, 'buyer')],
  });
}

/** To the restaurant (its contact e-mail): a new request to answer. */
export function newQuoteRequestMail(
  request: QuoteRequestRow,
  to: string,
  staffUrl: string,
): MailMessage {
  return simpleMail({
    to,
    subject: `New catering quote request from ${request.company ?? request.name}`,
    greeting: 'Hello,',
    paragraphs: [
      `${request.name} asks for a quote for ${request.guests} guests on ${staffDate(request.eventDate)}.`,
      `Answer them at ${request.email} or ${request.phone}, then mark the request answered: ${staffUrl}`,
    ],
    sections: [{ ...requestSection(request, 'staff'), heading: 'The request' }],
  });
}
