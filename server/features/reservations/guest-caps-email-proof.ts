import crypto from 'node:crypto';
import { AppError } from '../../lib/app-error';

/**
 * Proof that a diner reads the mail of an address: a token we e-mail to it, which the booking
 * form sends back with the booking. It holds the address and an expiry, signed with a key
 * derived from the app's secret, so nothing is stored and any server process can check it.
 * A booking that carries a valid proof is counted by its address alone (guest-caps.ts), so a
 * diner whose address or phone strangers have booked with can still book.
 */
export const EMAIL_PROOF_TTL_SECONDS = 24 * 60 * 60;

export type EmailProofs = {
  issue(email: string, now: Date): string;
  /** True for a proof of this address that has not expired; false for anything else. */
  proves(proof: string, email: string, now: Date): boolean;
};

const normalised = (email: string) => email.trim().toLowerCase();

export function emailProofs(sessionSecret: string): EmailProofs {
  const key = crypto.createHmac('sha256', sessionSecret).update('booking-email-proof').digest();
  const sign = (body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(email, now) {
      const expires = Math.floor(now.getTime() / 1000) + EMAIL_PROOF_TTL_SECONDS;
      const body = Buffer.from(JSON.stringify({ e: normalised(email), x: expires })).toString(
        'base64url',
      );
      return `${body}.${sign(body)}`;
    },
    proves(proof, email, now) {
      const [body, signature, extra] = proof.split('.');
      if (!body || !signature || extra !== undefined) return false;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
        return false;
      }
      try {
        const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
          e?: unknown;
          x?: unknown;
        };
        return (
          claims.e === normalised(email) &&
          typeof claims.x === 'number' &&
          claims.x * 1000 > now.getTime()
        );
      } catch {
        return false;
      }
    },
  };
}

export const emailProofRefused = () =>
  new AppError(
    400,
    'The e-mail confirmation link is not valid for this address, or has expired. Please ask for a new one.',
    'email_proof_invalid',
  );

/** The message that carries the link: plain words, the link, and what to do if it was not you. */
export function emailProofMail(
  to: string,
  link: string,
  brand: string,
): { to: string; subject: string; text: string; html: string } {
  const escape = (v: string) =>
    v
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;');
  return {
    to,
    subject: `Confirm your e-mail address to book at ${brand}`,
    text: [
      `Someone asked to book a table at ${brand} with this e-mail address.`,
      `If it was you, open this link within a day to book: ${link}`,
      'If it was not you, ignore this message: nothing is booked.',
    ].join('\n\n'),
    html: `<p>Someone asked to book a table at ${escape(brand)} with this e-mail address.</p><p>If it was you, <a href="${escape(link)}">open this link</a> within a day to book.</p><p>If it was not you, ignore this message: nothing is booked.</p>`,
  };
}
