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
