import { DEFAULT_CATERING_SAC } from './legal-defaults';

// What an invoice line is supplied as. Catering (meals cooked and served for an event) is a
// service, invoiced under the SAC the admin keeps in the legal details (996334 unless changed).
// A festival hamper is a box of goods the kitchen packs (sweets, savouries, dry fruit) that the
// buyer gives away: goods, invoiced under an HSN code.

/**
 * HSN 2106 90: food preparations not elsewhere specified, the heading of Indian sweetmeats and
 * savouries, what a festival hamper from our kitchen mostly holds. Six digits, as a supplier
 * above ₹5 crore must give them (fewer are allowed below; more is never wrong).
 */
export const HAMPER_HSN = '210690';

export type SupplyCode = { scheme: 'HSN' | 'SAC'; code: string };

/** A line is a hamper when its dish's name or its menu category says so ('Festival Hampers'). */
export function isHamper(line: { name: string; category?: string }): boolean {
  return /\bhampers?\b/i.test(line.name) || /\bhampers?\b/i.test(line.category ?? '');
}

/** The line's HSN (goods) or SAC (services) code; `cateringSac` is the legal details' SAC. */
export function supplyCodeOf(
  line: { name: string; category?: string },
  cateringSac: string = DEFAULT_CATERING_SAC,
): SupplyCode {
  return isHamper(line)
    ? { scheme: 'HSN', code: HAMPER_HSN }
    : { scheme: 'SAC', code: cateringSac };
}
