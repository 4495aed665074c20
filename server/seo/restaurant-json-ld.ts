import { BRAND_NAME } from '@shared/constants';
import type { ContactSettingsDto } from '@shared/contracts/site-settings';
import { parseOpeningHours } from './opening-hours';

/**
 * schema.org Restaurant for search engines, from the contact settings staff maintain. A detail
 * staff have not filled in, or hours the server cannot read for certain, is left out, never
 * invented.
 */
export function restaurantJsonLd(
  publicUrl: string,
  contact: ContactSettingsDto,
): Record<string, unknown> {
  const hours = parseOpeningHours(contact.openingHours);
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
    ...(hours ? { openingHoursSpecification: hours } : {}),
    menu: `${publicUrl}/`,
    acceptsReservations: `${publicUrl}/book`,
  };
}
