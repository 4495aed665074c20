import type { OverviewDto } from '@shared/contracts/analytics';
import { restaurantMoment } from '@shared/restaurant-time';
import type { Db } from '../../db/connection';
import type { AnalyticsClock } from './analytics.service';
import { businessCounts, seatingsWithCovers } from './overview.repository';

/**
 * The staff dashboard's cards and Tonight panel. "Today" is the restaurant's: active bookings
 * are confirmed ones from today on, and tonight's covers count confirmed and completed bookings
 * (the ones holding seats).
 */
export async function overview(db: Db, clock: AnalyticsClock): Promise<OverviewDto> {
  const today = restaurantMoment(clock.now(), clock.timeZone).date;
  const [counts, seatings] = await Promise.all([
    businessCounts(db, today),
    seatingsWithCovers(db, today),
  ]);
  return {
    ...counts,
    tonight: {
      date: today,
      seatings: seatings.map((s) => ({
        slot: s.slot,
        startTime: s.startTime,
        endTime: s.endTime,
        covers: s.covers,
        veg: s.veg,
        nonVeg: s.nonVeg,
        capacity: s.capacity,
        seatsLeft: Math.max(0, s.capacity - s.covers),
        blocked: s.blocked,
        isActive: s.isActive,
      })),
    },
  };
}
