import { BRAND_NAME } from '@shared/constants';
import type { ContactSettingsDto } from '@shared/contracts/site-settings';
import type { OpeningWeek } from '@shared/opening-hours';
import { parseOpeningHours, type OpeningHoursSpecification } from './opening-hours';

/** The week as schema.org entries: open days sharing the same hours together, Monday first. */
export function weekSpecification(week: Pick<OpeningWeek, 'days'>): OpeningHoursSpecification[] {
  const byHours = new Map<string, OpeningHoursSpecification>();
  for (const day of week.days) {
    if (!day.open) continue;
    const key = `${day.opens}-${day.closes}`;
    const entry = byHours.get(key);
    if (entry) entry.dayOfWeek.push(day.day);
    else
      byHours.set(key, {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day.day],
        opens: day.opens,
        closes: day.closes,
      });
  }
  return [...byHours.values()];
}

/**
 * schema.org Restaurant for search engines, from the contact settings staff maintain. A detail
 * staff have not filled in, or hours the server cannot read for certain, is left out, never
 * invented.
 */
export function restaurantJsonLd(
  publicUrl: string,
  contact: ContactSettingsDto,
): Record<string, unknown> {
  // The week is the hours' one home (the footer and the calendar read it too); the text is read
  // only from a server that answers no week. The default week is left out: search engines are
  // told only hours staff set.
  const hours = contact.openingWeek
    ? contact.openingWeek.isDefault
      ? undefined
      : weekSpecification(contact.openingWeek)
    : parseOpeningHours(contact.openingHours);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: BRAND_NAME,
    url: `${publicUrl}/`,
    ...(contact.address ? { address: contact.address } : {}),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    // Only a map link staff saved: a search for the address is not the restaurant's own map.
    ...(contact.mapUrl ? { hasMap: contact.mapUrl } : {}),
    servesCuisine: 'Tasting menu',
    priceRange: '₹₹₹',
    ...(hours && hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    menu: `${publicUrl}/`,
    acceptsReservations: `${publicUrl}/book`,
  };
}
