import { BRAND_NAME } from '@shared/constants';
import type { ReservationDto } from '@shared/contracts/reservation';
import { formatPaise } from '@shared/money';
import { zonedTimeToUtc } from '@shared/restaurant-time';
import { escapeHtml } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mailer';
import { buildCalendarInvite } from './booking-calendar';

export type ConfirmationInput = {
  reservation: ReservationDto;
  seating: { startTime: string; endTime: string };
  manageUrl: string;
  timeZone: string;
};

/** 'Wed, 25 Nov 2026 at 7:00 PM' on the restaurant's clock. */
function when(input: Pick<ConfirmationInput, 'reservation' | 'seating' | 'timeZone'>): string {
  const start = zonedTimeToUtc(input.reservation.date, input.seating.startTime, input.timeZone);
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: input.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: input.timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(start);
  // Some ICU versions put a narrow no-break space before AM/PM; keep the subject plain ASCII.
  return `${day} at ${time.replace(/\s/g, ' ')}`;
}

/** The diner's confirmation: details, the estimated bill, the private manage link and an .ics. */
export function bookingConfirmationMail(input: ConfirmationInput): MailMessage {
  const r = input.reservation;
  const at = when(input);
  const bill = r.totalAmount !== null ? formatPaise(r.totalAmount) : 'on the day';
  const details: [string, string][] = [
    ['Name', r.name],
    ['When', `${at} (${r.timeSlot})`],
    [
      'Guests',
      `${r.guests} (${r.vegCount} vegetarian, ${r.nonVegCount} non-vegetarian tasting menus)`,
    ],
    ...(r.specialRequests ? ([['Special requests', r.specialRequests]] as [string, string][]) : []),
    ['Estimated bill', `${bill} including 5% GST, payable at the restaurant`],
  ];
  const text = [
    `Dear ${r.name},`,
    '',
    `Your table at ${BRAND_NAME} is confirmed. We look forward to seeing you.`,
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    `View or cancel your booking (until the seating starts): ${input.manageUrl}`,
    '',
    `${BRAND_NAME}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#1c1917">
<p>Dear ${escapeHtml(r.name)},</p>
<p>Your table at ${BRAND_NAME} is confirmed. We look forward to seeing you.</p>
<table cellpadding="4">${details.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p><a href="${escapeHtml(input.manageUrl)}">View or cancel your booking</a> (until the seating starts).</p>
<p>${BRAND_NAME}</p></body></html>`;
  const ics = buildCalendarInvite({
    uid: `reservation-${r.id}@tasting-room`,
    date: r.date,
    startTime: input.seating.startTime,
    endTime: input.seating.endTime,
    timeZone: input.timeZone,
    summary: `Dinner at ${BRAND_NAME}`,
    description: `Table for ${r.guests}. Manage your booking: ${input.manageUrl}`,
    location: BRAND_NAME,
    url: input.manageUrl,
  });
  return {
    to: r.email,
    subject: `Your table at ${BRAND_NAME} on ${at}`,
    text,
    html,
    attachments: [
      {
        filename: 'reservation.ics',
        content: ics,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

export type CancellationInput = {
  reservation: ReservationDto;
  seating: { startTime: string; endTime: string };
  timeZone: string;
  /** Who cancelled: the guest through their link, or the restaurant. */
  by: 'guest' | 'staff';
  /** The restaurant's words, when staff gave a reason. */
  reason?: string;
  /** Where to book again. */
  bookUrl: string;
};

/** The guest's note that a booking is cancelled, saying by whom and why when staff said why. */
export function bookingCancelledMail(input: CancellationInput): MailMessage {
  const r = input.reservation;
  const at = when(input);
  const opening =
    input.by === 'guest'
      ? `As you asked, your booking at ${BRAND_NAME} for ${at} (${r.guests} guests) is cancelled.`
      : `We are sorry: ${BRAND_NAME} has had to cancel your booking for ${at} (${r.guests} guests).`;
  const lines = [
    `Dear ${r.name},`,
    '',
    opening,
    ...(input.by === 'staff' && input.reason ? ['', `Reason: ${input.reason}`] : []),
    '',
    `Book another evening: ${input.bookUrl}`,
    '',
    `${BRAND_NAME}`,
  ];
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#1c1917">
<p>Dear ${escapeHtml(r.name)},</p>
<p>${escapeHtml(opening)}</p>
${input.by === 'staff' && input.reason ? `<p><strong>Reason:</strong> ${escapeHtml(input.reason)}</p>` : ''}
<p><a href="${escapeHtml(input.bookUrl)}">Book another evening</a></p>
<p>${BRAND_NAME}</p></body></html>`;
  return {
    to: r.email,
    subject: `Your booking at ${BRAND_NAME} on ${at} is cancelled`,
    text: lines.join('\n'),
    html,
  };
}
