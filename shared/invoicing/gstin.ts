import { isStateCode, stateName } from './indian-states';

// A GSTIN (GST identification number) is 15 characters: the state code (2 digits), the holder's
// PAN (5 letters, 4 digits, 1 letter), the number of the registration within that state
// (1-9, then A-Z), 'Z' by default, and a check character computed from the first fourteen.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first fourteen characters: each character's value (0-9, A=10
 * … Z=35) is weighted 1 and 2 alternately from the left, each product is folded into base 36
 * (quotient plus remainder) and summed; the check is what takes the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** The GSTIN as people type it, made comparable: no spaces, upper case. */
export function normaliseGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * What is wrong with a GSTIN, in words for the person who typed it, or null when it is valid.
 * The value is taken as given (normalise it first).
 */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) {
    return 'A GSTIN has 15 characters, e.g. 29AAGCB7383J1Z4';
  }
  if (!isStateCode(gstin.slice(0, 2))) {
    return 'A GSTIN starts with a state code, e.g. 29 for Karnataka';
  }
  if (!SHAPE.test(gstin)) {
    return 'This is not a GSTIN: after the state code come the 10 characters of a PAN, a digit or letter, Z and a check character';
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return 'This GSTIN has a typing mistake: its last character does not match the others';
  }
  return null;
}

export const isValidGstin = (gstin: string) => gstinProblem(gstin) === null;

/** The state a valid GSTIN is registered in: its first two digits. */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}

/** 'The GSTIN is registered in Maharashtra (27)', for a mismatch with a chosen state. */
export function gstinStateMismatch(gstin: string, stateCode: string): string | null {
  const registered = gstinStateCode(gstin);
  if (registered === stateCode) return null;
  return `This GSTIN is registered in ${stateName(registered)}; choose ${stateName(registered)} as the state, or leave the GSTIN out`;
}
