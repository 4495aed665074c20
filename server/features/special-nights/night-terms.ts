import type { BookingPaymentPolicy } from '@shared/domain/booking-payments';
import {
  nightEstimatePaise,
  nightPaymentPolicy,
  type NightTerms,
} from '@shared/domain/special-nights';
import type { SpecialNightRow } from '@shared/schema/special-nights';
import type { Db } from '../../db/connection';
import { readBookingPaymentPolicy } from '../deposits/booking-payment-policy';
import { specialNightRowOn } from './special-night.repository';

export const termsOf = (row: SpecialNightRow): NightTerms => ({
  name: row.name,
  pricePerGuestRupees: row.pricePerGuest,
  payment: row.payment,
  depositPerGuestRupees: row.depositPerGuest,
});

/** A special night's terms on a date; undefined on a usual night. */
export async function nightTermsOn(db: Db, date: string): Promise<NightTerms | undefined> {
  const row = await specialNightRowOn(db, date);
  return row ? termsOf(row) : undefined;
}

/** What a booking on a night pays and how, with its estimate of a party's bill. */
export type NightPricing = {
  policy: BookingPaymentPolicy;
  estimatePaise: (vegCount: number, nonVegCount: number) => number;
};

/**
 * What a booking on a night pays and how: the policy that night follows and its estimate of a
 * party's bill, read once for both.
 */
export async function nightPricing(db: Db, date: string): Promise<NightPricing> {
  const [usual, night] = await Promise.all([readBookingPaymentPolicy(db), nightTermsOn(db, date)]);
  return nightPricingOf(usual, night);
}

/** nightPricing from the usual policy and the night's terms (undefined: a usual night). */
export function nightPricingOf(
  usual: BookingPaymentPolicy,
  night: NightTerms | undefined,
): NightPricing {
  return {
    policy: nightPaymentPolicy(usual, night),
    estimatePaise: (veg, nonVeg) => nightEstimatePaise(night, veg, nonVeg),
  };
}

/** A party's estimated bill on a night, in paise: a special night's price when it has one. */
export async function nightEstimateOn(
  db: Db,
  party: { date: string; vegCount: number; nonVegCount: number },
): Promise<number> {
  return nightEstimatePaise(await nightTermsOn(db, party.date), party.vegCount, party.nonVegCount);
}
