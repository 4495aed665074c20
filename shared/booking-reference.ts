// A booking's short reference, as diners and staff say it on the phone ('TR-7KQ3PX'). Derived
// from the booking's id, so it needs no column and client and server always agree; the id is
// scrambled first, so references do not count the restaurant's bookings out loud. A reference
// names a booking, it opens nothing: the manage link's token stays the only key.

/** Crockford's base 32: no I, L, O or U, so nothing is misread over the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 6;
/** 32^6: six characters hold every id below it. */
const SPACE = 32 ** LENGTH;
/** Odd, so multiplying by it modulo 2^30 is a one-to-one scramble of the ids. */
const MULTIPLIER = (0x2d0c3e35 % SPACE) | 1;
const PREFIX = 'TR-';

/** 'TR-' and six characters for a booking id. */
export function bookingReference(id: number): string {
  // Multiplication modulo 2^30 in BigInt: a 30-bit product overflows a double's exact range.
  let n = Number((BigInt(id) * BigInt(MULTIPLIER)) % BigInt(SPACE));
  let code = '';
  for (let i = 0; i < LENGTH; i++) {
    code = ALPHABET[n % 32]! + code;
    n = Math.floor(n / 32);
  }
  return `${PREFIX}${code}`;
}

/** The multiplier's inverse modulo 32^6 (= 2^30): it undoes the scramble. */
const INVERSE = (() => {
  // Newton's iteration: each step doubles the correct low bits of an odd number's inverse.
  let x = BigInt(MULTIPLIER);
  const m = BigInt(MULTIPLIER);
  for (let i = 0; i < 5; i++) x = (x * (2n - m * x)) % BigInt(SPACE);
  return ((x % BigInt(SPACE)) + BigInt(SPACE)) % BigInt(SPACE);
})();

/**
 * The booking id a typed reference names ('TR-7KQ3PX', 'tr7kq3px'), or undefined when the text
 * is not a reference. Staff search the list by what a diner reads out on the phone; the prefix is
 * required, so a six-letter name ('Sharma') is never taken for one.
 */
export function bookingIdOfReference(text: string): number | undefined {
  const typed = text.trim().toUpperCase();
  if (!/^TR-?/.test(typed)) return undefined;
  const code = typed.replace(/^TR-?/, '');
  if (code.length !== LENGTH) return undefined;
  let n = 0n;
  for (const char of code) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    n = n * 32n + BigInt(digit);
  }
  const id = Number((n * INVERSE) % BigInt(SPACE));
  return id > 0 ? id : undefined;
}
