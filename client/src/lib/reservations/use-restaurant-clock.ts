import { useEffect, useState } from 'react';
import { restaurantMoment } from '@shared/restaurant-time';
import { restaurantTimeZone } from '@/lib/dates/restaurant-today';

export type RestaurantClock = {
  now: Date;
  /** Today on the restaurant's wall clock, yyyy-MM-dd. */
  today: string;
  timeZone: string;
};

const MINUTE_MS = 60_000;

/**
 * The restaurant's clock for the booking screens, read in an effect (never during render) and
 * again each minute, so seatings close as they start. Undefined until the page has mounted.
 */
export function useRestaurantClock(): RestaurantClock | undefined {
  const [clock, setClock] = useState<RestaurantClock>();
  useEffect(() => {
    const read = () => {
      const now = new Date();
      const timeZone = restaurantTimeZone();
      setClock({ now, timeZone, today: restaurantMoment(now, timeZone).date });
    };
    read();
    const timer = setInterval(read, MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return clock;
}
