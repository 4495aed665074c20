import { describe, expect, it } from 'vitest';
import { documentNumber } from './document-number';
import { financialYear, financialYearOf } from './financial-year';

const KOLKATA = 'Asia/Kolkata';

describe('financial year and document numbers', () => {
  it('when the clock passes midnight of 31 March in the restaurant, then the financial year turns over', () => {
    // 31 March 2027, 23:59 in Kolkata is 18:29 UTC; one minute later it is 1 April.
    expect(financialYearOf(new Date('2027-03-31T18:29:00Z'), KOLKATA).label).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'), KOLKATA).label).toBe('2027-28');
  });

  it('when the same instant is read in another zone, then its year follows that zone', () => {
    // 1 April 00:30 in Kolkata is still 31 March in London.
    const instant = new Date('2027-03-31T19:00:00Z');
    expect(financialYearOf(instant, KOLKATA).startYear).toBe(2027);
    expect(financialYearOf(instant, 'Europe/London').startYear).toBe(2026);
  });

  it('when a year is named, then its label and short form run April to March', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'), KOLKATA)).toEqual({
      startYear: 2026,
      label: '2026-27',
      short: '26-27',
    });
    expect(financialYearOf(new Date('2027-01-15T12:00:00Z'), KOLKATA).short).toBe('26-27');
    expect(financialYear(2099)).toMatchObject({ label: '2099-00', short: '99-00' });
  });

  it('when invoices and credit notes are numbered, then each series reads PREFIX/FY/serial', () => {
    const fy = financialYear(2026);
    expect(documentNumber('invoice', 'TTR', fy, 1)).toBe('TTR/26-27/1');
    expect(documentNumber('invoice', 'TTR', fy, 42)).toBe('TTR/26-27/42');
    expect(documentNumber('credit_note', 'TTR', fy, 1)).toBe('TTR/26-27/C1');
  });

  it('when the longest prefix meets the largest serials, then the number is at most 16 characters', () => {
    const fy = financialYear(2026);
    expect(documentNumber('invoice', 'ABCD', fy, 99_999)).toHaveLength(16);
    expect(documentNumber('credit_note', 'ABCD', fy, 9_999)).toHaveLength(16);
    expect(() => documentNumber('invoice', 'ABCD', fy, 100_000)).toThrow(RangeError);
    expect(() => documentNumber('invoice', 'ABCDE', fy, 1)).toThrow(RangeError);
    expect(() => documentNumber('invoice', 'TTR', fy, 0)).toThrow(RangeError);
  });
});
