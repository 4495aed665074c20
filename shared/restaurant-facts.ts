import type { ContactSettingsDto } from './contracts/site-settings';

/**
 * Where a diner finds directions: the map link staff saved, else a map search for the address,
 * else nothing (an invented place must never look real).
 */
export function directionsUrl(contact: Pick<ContactSettingsDto, 'address' | 'mapUrl'>): string {
  if (contact.mapUrl) return contact.mapUrl;
  const address = contact.address.trim();
  if (!address) return '';
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.replace(/\s+/g, ' '))}`;
}
