import { useSyncExternalStore } from 'react';
import { DEFAULT_RESTAURANT_TIMEZONE } from '@shared/constants';
import { DEFAULT_TASTING_MINUTES } from '@shared/restaurant-facts';
import { restaurantMoment } from '@shared/restaurant-time';

/** The zone the server judges dates in; it writes it into the page's first HTML. */
export function restaurantTimeZone(): string {
  const fromServer = document
    .querySelector('meta[name="restaurant-timezone"]')
    ?.getAttribute('content');
  return fromServer || DEFAULT_RESTAURANT_TIMEZONE;
}

/**
 * How long a seating's evening lasts, in minutes (the server's TASTING_LENGTH_MINUTES, written
 * into the page's first HTML beside the time zone); the shared default only if it is missing.
 */
export function restaurantTastingMinutes(): number {
  const fromServer = Number(
    document.querySelector('meta[name="restaurant-tasting-minutes"]')?.getAttribute('content'),
  );
  return Number.isInteger(fromServer) && fromServer > 0 ? fromServer : DEFAULT_TASTING_MINUTES;
}

/** Today's date (yyyy-MM-dd) on the restaurant's wall clock, wherever the visitor is. */
export function restaurantToday(now = new Date()): string {
  return restaurantMoment(now, restaurantTimeZone()).date;
}

const MINUTE_MS = 60_000;

function subscribeToMinutes(onChange: () => void) {
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

/**
 * Today's restaurant date for rendering: undefined on the server and in the first client render
 * (so both render alike), then the date, kept current across midnight.
 */
export function useRestaurantToday(): string | undefined {
  return useSyncExternalStore(
    subscribeToMinutes,
    () => restaurantToday(),
    () => undefined,
  );
}

const neverChanges = () => () => undefined;

/**
 * The restaurant's time zone for rendering (times in the staff portal read on its clock): the
 * default zone on the server and in the first client render, then the one the page names.
 */
export function useRestaurantTimeZone(): string {
  return useSyncExternalStore(
    neverChanges,
    () => restaurantTimeZone(),
    () => DEFAULT_RESTAURANT_TIMEZONE,
  );
}
