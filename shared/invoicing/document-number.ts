import type { FinancialYear } from './financial-year';

/**
 * Tax invoices and credit notes each have their own series of numbers, consecutive within a
 * financial year: 'TTR/26-27/1', 'TTR/26-27/2' … and credit notes 'TTR/26-27/C1'. The law allows
 * at most 16 characters (letters, digits, '-' and '/'), so the prefix has at most 4 characters:
 * that leaves room for 99,999 invoices and 9,999 credit notes a year.
 */
export const documentKinds = ['invoice', 'credit_note'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

const SERIAL_MARK: Record<DocumentKind, string> = { invoice: '', credit_note: 'C' };

/** The number of the `serial`-th document of its kind in the year. */
export function documentNumber(
  kind: DocumentKind,
  prefix: string,
  year: FinancialYear,
  serial: number,
): string {
  if (!INVOICE_PREFIX_PATTERN.test(prefix)) throw new RangeError(`bad invoice prefix ${prefix}`);
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError(`bad serial ${serial}`);
  const number = `${prefix}/${year.short}/${SERIAL_MARK[kind]}${serial}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) {
    throw new RangeError(`document number ${number} is longer than 16 characters`);
  }
  return number;
}
