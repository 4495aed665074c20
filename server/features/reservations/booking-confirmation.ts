import { BRAND_NAME } from '@shared/constants';
import type { ReservationDto } from '@shared/contracts/reservation';
import type { ContactSettingsDto } from '@shared/contracts/site-settings';
import { bookingReference } from '@shared/booking-reference';
import { describeNeed, describeOccasion } from '@shared/domain/dietary';
import { guestMoment } from '@shared/date-display';
import { calendarLocation, directionsUrl } from '@shared/restaurant-facts';
import { formatRupees } from '@shared/money';
import { zonedTimeToUtc } from '@shared/restaurant-time';
import type { NightMenu } from '@shared/schema/special-nights';
import { simpleMail, type MailLink, type MailSection } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mailer';
import {
  cancellationMoneyLines,
  paymentRows,
  reinstatedMoneyLines,
} from '../deposits/booking-payment-mail';
import { buildCalendarInvite } from './booking-calendar';

/** What every booking e-mail knows: the booking, its seating's times and where to find us. */
export type BookingMailBase = {
  reservation: ReservationDto;
  seating: { startTime: string; endTime: string };
  /** The special night the booking falls on, if any: the mail names it, its menu and price. */
  night?: SpecialNightMailFacts;
  timeZone: string;
  /** The contact settings staff keep: the same facts as the Contact page and the footer. */
  contact: ContactSettingsDto;
  /** How long the evening lasts, for the calendar invite. */
  tastingMinutes: number;
  /** The invite's SEQUENCE: 0 when booked, one more for each change since. */
  calendarSequence: number;
};

/** What a guest's mail says of a special night. */
export type SpecialNightMailFacts = {
  name: string;
  menu: NightMenu | null;
  pricePerGuestRupees: number | null;
};

export type ConfirmationInput = BookingMailBase & { manageUrl: string };

/** 'Wed, 25 Nov 2026 at 7:00 PM': a seating's start on the restaurant's clock, as mails say it. */
export function eveningOf(date: string, startTime: string, timeZone: string): string {
  return guestMoment(zonedTimeToUtc(date, startTime, timeZone), timeZone);
}

function when(input: Pick<BookingMailBase, 'reservation' | 'seating' | 'timeZone'>): string {
  return eveningOf(input.reservation.date, input.seating.startTime, input.timeZone);
}

export function bookingRows(input: BookingMailBase): [string, string][] {
  const r = input.reservation;
  return [
    ['Booking reference', bookingReference(r.id)],
    ['Name', r.name],
    ['When', `${when(input)} (${r.timeSlot})`],
    ...specialNightRows(input.night),
    [
      'Guests',
      `${r.guests} (${r.vegCount} vegetarian, ${r.nonVegCount} non-vegetarian tasting menus)`,
    ],
    ...(r.specialRequests ? ([['Special requests', r.specialRequests]] as [string, string][]) : []),
    ...needsRows(r),
    ...paymentRows(r, input.timeZone),
  ];
}

/** A special night's name, its own menu (courses in order) and its price per guest before GST. */
export function specialNightRows(night: SpecialNightMailFacts | undefined): [string, string][] {
  if (!night) return [];
  const rows: [string, string][] = [['Special night', night.name]];
  if (night.menu) {
    const courses = [...night.menu.courses]
      .sort((a, b) => a.courseNumber - b.courseNumber)
      .map((c) => c.name);
    rows.push([
      'Menu',
      courses.length ? `${night.menu.name}: ${courses.join(', ')}` : night.menu.name,
    ]);
  }
  if (night.pricePerGuestRupees != null) {
    rows.push(['Price per guest', `${formatRupees(night.pricePerGuestRupees)} plus GST`]);
  }
  return rows;
}

/**
 * Each guest's needs as the kitchen has them, so the diner can check the record the kitchen
 * cooks from; a party that declared none is told so, with how to add them.
 */
function needsRows(r: ReservationDto): [string, string][] {
  const needs: [string, string][] =
    r.dietaryNeeds.length === 0
      ? [['Dietary needs', 'None declared (add them from your booking link)']]
      : r.dietaryNeeds.map((need, i) => [
          r.dietaryNeeds.length === 1 ? 'Dietary needs' : `Dietary needs, guest ${i + 1}`,
          describeNeed(need),
        ]);
  return r.occasion
    ? [...needs, ['Occasion', describeOccasion(r.occasion, r.occasionNote)]]
    : needs;
}

/** Address and phone as staff saved them; a detail not yet saved is left out, never invented. */
export function findingUs(contact: ContactSettingsDto): MailSection[] {
  const rows: [string, string][] = [];
  if (contact.address) rows.push(['Address', contact.address.replace(/\s*\n\s*/g, ', ')]);
  if (contact.phone) rows.push(['Phone', contact.phone]);
  return rows.length > 0 ? [{ heading: 'Finding us', rows }] : [];
}

export function directions(contact: ContactSettingsDto): MailLink[] {
  const url = directionsUrl(contact);
  return url ? [{ label: 'Directions (map)', url }] : [];
}

/**
 * The booking's calendar invite, one UID per booking: a confirmation or change sends the event
 * as it now stands (PUBLISH), a cancellation takes it off the diner's calendar (CANCEL); each
 * change carries a higher SEQUENCE, so calendars replace the copy they hold.
 */
function withCalendar(
  mail: MailMessage,
  input: BookingMailBase,
  method: 'PUBLISH' | 'CANCEL',
  manageUrl?: string,
): MailMessage {
  const r = input.reservation;
  const ics = buildCalendarInvite({
    uid: `reservation-${r.id}@tasting-room`,
    sequence: input.calendarSequence,
    method,
    date: r.date,
    startTime: input.seating.startTime,
    lengthMinutes: input.tastingMinutes,
    timeZone: input.timeZone,
    summary: `Dinner at ${BRAND_NAME}`,
    description: [
      `Table for ${r.guests}. Booking reference ${bookingReference(r.id)}.`,
      ...(manageUrl ? [`Manage your booking: ${manageUrl}`] : []),
    ].join(' '),
    location: calendarLocation(input.contact),
    url: manageUrl,
    organizer: input.contact.email || undefined,
    attendee: r.email,
  });
  return {
    ...mail,
    attachments: [
      {
        filename: 'reservation.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}

/** The diner's confirmation: details, the estimated bill, where to find us, the manage link, an .ics. */
export function bookingConfirmationMail(input: ConfirmationInput): MailMessage {
  const r = input.reservation;
  const mail = simpleMail({
    to: r.email,
    subject: `Your table at ${BRAND_NAME} on ${when(input)}`,
    greeting: `Dear ${r.name},`,
    paragraphs: [`Your table at ${BRAND_NAME} is confirmed. We look forward to seeing you.`],
    sections: [{ rows: bookingRows(input) }, ...findingUs(input.contact)],
    links: [
      ...directions(input.contact),
      {
        label: 'View, change or cancel your booking (until the seating starts)',
        url: input.manageUrl,
      },
    ],
  });
  return withCalendar(mail, input, 'PUBLISH', input.manageUrl);
}

export type ChangeInput = BookingMailBase & {
  /** 'changed' after a change of date, seating or party; 'reinstated' after a cancellation was undone. */
  kind: 'changed' | 'reinstated';
  /** The guest's private link, when the change came through it (staff never see the token). */
  manageUrl?: string;
};

/** The booking as it now stands, after the guest or staff changed it or took back a cancellation. */
export function bookingChangedMail(input: ChangeInput): MailMessage {
  const r = input.reservation;
  const at = when(input);
  const opening =
    input.kind === 'changed'
      ? `Your booking at ${BRAND_NAME} has been changed. This is how it now stands.`
      : `Good news: your booking at ${BRAND_NAME} is confirmed again. Please disregard our cancellation note.`;
  const mail = simpleMail({
    to: r.email,
    subject:
      input.kind === 'changed'
        ? `Your booking at ${BRAND_NAME} is changed: ${at}`
        : `Your booking at ${BRAND_NAME} on ${at} is confirmed again`,
    greeting: `Dear ${r.name},`,
    paragraphs: [opening, ...(input.kind === 'reinstated' ? reinstatedMoneyLines(r) : [])],
    sections: [{ rows: bookingRows(input) }, ...findingUs(input.contact)],
    links: [
      ...directions(input.contact),
      ...(input.manageUrl
        ? [{ label: 'View, change or cancel your booking', url: input.manageUrl }]
        : []),
    ],
    closing: input.manageUrl
      ? []
      : ['The link in your first confirmation e-mail still lets you view, change or cancel it.'],
  });
  // The invite goes with every change, so the diner's calendar moves with the booking.
  return withCalendar(mail, input, 'PUBLISH', input.manageUrl);
}

export type CancellationInput = BookingMailBase & {
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
  const phone = input.contact.phone ? [`Questions? Call us on ${input.contact.phone}.`] : [];
  const mail = simpleMail({
    to: r.email,
    subject: `Your booking at ${BRAND_NAME} on ${at} is cancelled`,
    greeting: `Dear ${r.name},`,
    paragraphs: [
      opening,
      `Booking reference: ${bookingReference(r.id)}`,
      ...(input.by === 'staff' && input.reason ? [`Reason: ${input.reason}`] : []),
      ...cancellationMoneyLines(r),
    ],
    links: [{ label: 'Book another evening', url: input.bookUrl }],
    closing: phone,
  });
  // The CANCEL invite takes the evening off the diner's calendar.
  return withCalendar(mail, input, 'CANCEL');
}
