import { BRAND_NAME } from '@shared/constants';
import type { ContactSettings } from '@shared/contracts/site-settings';

/** schema.org Restaurant for search engines, from the contact settings staff maintain. */
export function restaurantJsonLd(
  publicUrl: string,
  contact: ContactSettings,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: BRAND_NAME,
    url: `${publicUrl}/`,
    ...(contact.address ? { address: contact.address } : {}),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    servesCuisine: 'Tasting menu',
    priceRange: '₹₹₹',
    openingHours: 'Mo-Su 11:00-23:00',
    menu: `${publicUrl}/`,
    acceptsReservations: `${publicUrl}/book`,
  };
}
