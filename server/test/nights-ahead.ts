import { DEFAULT_RESTAURANT_TIMEZONE } from '@shared/constants';
import { addDays, restaurantMoment } from '@shared/restaurant-time';

/**
 * The night `days` after today on the restaurant's calendar, by the real clock: for tests that
 * start real server processes, whose clock cannot be pinned, and must book inside the booking
 * window (90 days unless staff widen it).
 */
export function nightsAhead(days: number): string {
  return addDays(restaurantMoment(new Date(), DEFAULT_RESTAURANT_TIMEZONE).date, days);
}
