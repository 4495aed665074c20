import { BRAND_NAME } from '@shared/constants';
import { guestDate, staffDate } from '@shared/date-display';
import type { QuoteRequestRow } from '@shared/schema/quote-requests';
import { simpleMail, type MailSection } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mailer';

function requestSection(request: QuoteRequestRow): MailSection {
  return {
    heading: 'The request',
    rows: [
      ['Name', request.name],
      ...(request.company ? ([['Company', request.company]] as [string, string][]) : []),
      ['E-mail', request.email],
      ['Phone', request.phone],
      ['Event date', staffDate(request.eventDate)],
      ['Guests', String(request.guests)],
      ...(request.message ? ([['Message', request.message]] as [string, string][]) : []),
    ],
  };
}

/**
 * To the visitor: we have it, and what happens next. Anyone may type any address into the form,
 * so the receipt repeats nothing the sender typed (no name, company or message: a stranger's
 * words and links never reach someone else's inbox under our name), only the date and party
 * size; the restaurant's copy holds everything.
 */
export function quoteReceivedMail(request: QuoteRequestRow): MailMessage {
  return simpleMail({
    to: request.email,
    subject: `Your catering quote request to ${BRAND_NAME}`,
    greeting: 'Hello,',
    paragraphs: [
      'Thank you for asking us to cater your event. We have received your request and will reply with a quote within one working day.',
      'If you did not ask for a quote, you can ignore this message.',
    ],
    sections: [
      {
        heading: 'Your request',
        rows: [
          ['Event date', guestDate(request.eventDate)],
          ['Guests', String(request.guests)],
        ],
      },
    ],
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
    sections: [requestSection(request)],
  });
}
