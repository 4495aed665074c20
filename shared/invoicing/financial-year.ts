import { restaurantMoment } from '../restaurant-time';

/** India's financial year, April to March, as invoices number it. */
export type FinancialYear = {
  /** The calendar year in which it starts: 2026 for April 2026 to March 2027. */
  startYear: number;
  /** '2026-27', as the counters and the books name it. */
  label: string;
  /** '26-27', as it sits inside a document number (which may not pass 16 characters). */
  short: string;
};

export function financialYear(startYear: number): FinancialYear {
  const next = String((startYear + 1) % 100).padStart(2, '0');
  return {
    startYear,
    label: `${startYear}-${next}`,
    short: `${String(startYear % 100).padStart(2, '0')}-${next}`,
  };
}

/**
 * The financial year of an instant on the restaurant's calendar: 31 March 23:59 in Kolkata is
 * still the old year even though it is already 1 April somewhere east, and the other way round.
 */
export function financialYearOf(instant: Date, timeZone: string): FinancialYear {
  const [year, month] = restaurantMoment(instant, timeZone).date.split('-').map(Number) as [
    number,
    number,
  ];
  return financialYear(month >= 4 ? year : year - 1);
}
