import { BRAND_NAME } from './constants';
import type { ContactSettingsDto } from './contracts/site-settings';

/**
 * How long a booked evening lasts, in minutes, for calendar invites: ten courses take about three
 * hours, whatever the seating's one-hour slot says. The server's TASTING_LENGTH_MINUTES setting
 * overrides it; the booking's answer tells the browser the length in force.
 */
export const DEFAULT_TASTING_MINUTES = 180;

/**
 * A calendar event's LOCATION: the restaurant's name and the address staff saved (one line),
 * which calendar apps turn into a map; the name alone while no address is saved.
 */
export function calendarLocation(contact: Pick<ContactSettingsDto, 'address'>): string {
  const address = contact.address.trim().replace(/\s*\n\s*/g, ', ');
  return address ? `${BRAND_NAME}, ${address}` : BRAND_NAME;
}

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
