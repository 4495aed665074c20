import {
  BRAND_NAME,
  NON_VEG_COURSE_PRICE_RUPEES,
  VEG_COURSE_PRICE_RUPEES,
} from '@shared/constants';
import type { ContactSettingsDto } from '@shared/contracts/site-settings';
import { withGstInPaise } from '@shared/money';
import { addDays, minutesOf, zonedTimeToUtc } from '@shared/restaurant-time';
import type { NightEvent } from '../features/special-nights/night-events';

const pad = (n: number) => String(n).padStart(2, '0');

/** A wall-clock time in the restaurant's zone as ISO 8601 with that zone's offset (+05:30). */
export function zonedIso(date: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offset = Math.round((wall - zonedTimeToUtc(date, time, timeZone).getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const AVAILABILITY: Record<NightEvent['seats'], string> = {
  open: 'https://schema.org/InStock',
  full: 'https://schema.org/SoldOut',
  closed: 'https://schema.org/OutOfStock',
};

/** Rupees per guest as a guest pays them: GST included, as every estimate states it. */
const perGuest = (rupees: number) => withGstInPaise(rupees) / 100;

/**
 * A special night as a schema.org Event at the restaurant: from its first seating to the end of
 * its last, the price per guest with GST (the usual veg to non-veg range when the night keeps the
 * usual prices), whether seats are left, and the booking page opened on that date.
 */
export function nightEventJsonLd(
  night: NightEvent,
  publicUrl: string,
  contact: Pick<ContactSettingsDto, 'address'>,
  timeZone: string,
): Record<string, unknown> {
  const endDate =
    minutesOf(night.endTime) <= minutesOf(night.startTime) ? addDays(night.date, 1) : night.date;
  const url = `${publicUrl}/book?date=${night.date}`;
  const price =
    night.pricePerGuestRupees === null
      ? {
          '@type': 'AggregateOffer',
          lowPrice: perGuest(Math.min(VEG_COURSE_PRICE_RUPEES, NON_VEG_COURSE_PRICE_RUPEES)),
          highPrice: perGuest(Math.max(VEG_COURSE_PRICE_RUPEES, NON_VEG_COURSE_PRICE_RUPEES)),
        }
      : { '@type': 'Offer', price: perGuest(night.pricePerGuestRupees) };
  return {
    '@type': 'Event',
    name: night.name,
    startDate: zonedIso(night.date, night.startTime, timeZone),
    endDate: zonedIso(endDate, night.endTime, timeZone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Restaurant',
      name: BRAND_NAME,
      url: `${publicUrl}/`,
      ...(contact.address ? { address: contact.address } : {}),
    },
    offers: {
      ...price,
      priceCurrency: 'INR',
      availability: AVAILABILITY[night.seats],
      url,
    },
    url,
  };
}
