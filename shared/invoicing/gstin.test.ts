import { describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  gstinProblem,
  gstinStateCode,
  gstinStateMismatch,
  isValidGstin,
  normaliseGstin,
} from './gstin';

// Real GSTINs as published: the GST portal's own sample (27AAPFU0939F1ZV), and registrations
// printed on public invoices and filings of large companies.
const PUBLISHED = [
  '27AAPFU0939F1ZV',
  '29AAGCB7383J1Z4',
  '27AAACR5055K1Z7',
  '07AAACR5055K1Z9',
  '33AAACH7409R1Z8',
  '24AAACC1206D1ZM',
];

describe('GSTIN check', () => {
  it('when a published GSTIN is checked, then it is valid and its check character is the one computed', () => {
    for (const gstin of PUBLISHED) {
      expect(gstinProblem(gstin), gstin).toBeNull();
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    }
  });

  it('when one character of a valid GSTIN is mistyped or two are swapped, then the check character catches it', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/typing mistake/);
    expect(gstinProblem('27AAPFU0993F1ZV')).toMatch(/typing mistake/);
    expect(gstinProblem('29AAGCB7383J1Z5')).toMatch(/typing mistake/);
    // The same PAN registered in Delhi has a different check character than in Maharashtra.
    expect(gstinProblem('07AAPFU0939F1ZV')).toMatch(/typing mistake/);
  });

  it('when the length is wrong, then the message says a GSTIN has 15 characters', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('A GSTIN has 15 characters, e.g. 29AAGCB7383J1Z4');
    expect(gstinProblem('27AAPFU0939F1ZVX')).toMatch(/15 characters/);
    expect(gstinProblem('')).toMatch(/15 characters/);
  });

  it('when the state code is not a state, then the message says so', () => {
    for (const code of ['00', '25', '28', '39', '72', '99', 'AB']) {
      expect(gstinProblem(`${code}AAPFU0939F1ZV`), code).toMatch(/state code/);
    }
  });

  it('when the PAN part or the fixed Z is wrong, then it is not a GSTIN', () => {
    expect(gstinProblem('271APFU0939F1ZV')).toMatch(/PAN/); // a digit among the PAN's letters
    expect(gstinProblem('27AAPFUA939F1ZV')).toMatch(/PAN/); // a letter among its digits
    expect(gstinProblem('27AAPFU09391F1Z')).toMatch(/PAN/);
    expect(gstinProblem('27AAPFU0939F0ZV')).toMatch(/PAN/); // entity number 0
    expect(gstinProblem('27AAPFU0939F1YV')).toMatch(/PAN/); // 14th is not Z
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/PAN/); // lower case is normalised first
  });

  it('when a GSTIN is typed with spaces and in lower case, then normalising makes it valid', () => {
    expect(isValidGstin(normaliseGstin(' 27aapfu0939f1zv '))).toBe(true);
    expect(isValidGstin(normaliseGstin('29 AAGCB 7383J 1Z4'))).toBe(true);
  });

  it('when the state is read from a GSTIN, then a different chosen state is named in the message', () => {
    expect(gstinStateCode('29AAGCB7383J1Z4')).toBe('29');
    expect(gstinStateMismatch('29AAGCB7383J1Z4', '29')).toBeNull();
    expect(gstinStateMismatch('29AAGCB7383J1Z4', '27')).toMatch(/registered in Karnataka/);
  });
});
