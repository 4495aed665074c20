import crypto from 'node:crypto';
import { tooManyRequests } from '../../lib/app-error';
import type { Limiter, LimiterFactory } from '../../lib/limiter';
import { hashManageToken } from './manage-token';

// Changes through a manage link, all thresholds in one place. Every change e-mails the address
// on the booking, and anyone can make a booking with anyone's address, so the link must not be
// a way to send that address a stream of mail. A diner changes a booking once or twice.

/** Changes (and cancellations) one manage link may make per hour. */
export const CHANGES_PER_LINK = { points: 5, durationSeconds: 60 * 60 };
/** Changes the bookings of one e-mail address may take per hour, whichever links they use. */
export const CHANGES_PER_ADDRESS = { points: 10, durationSeconds: 60 * 60 };
/** Changes one network (IPv4 address, IPv6 /64) may make per hour, to any bookings. */
export const CHANGES_PER_NETWORK = { points: 20, durationSeconds: 60 * 60 };

type Budget = { points: number; durationSeconds: number };
type LinkBudgets = { name: string; perLink: Budget; perAddress: Budget; perNetwork: Budget };

const MANAGE_LINK_LIMITS: LinkBudgets = {
  name: 'manage',
  perLink: CHANGES_PER_LINK,
  perAddress: CHANGES_PER_ADDRESS,
  perNetwork: CHANGES_PER_NETWORK,
};

/**
 * E-mail confirmation links (guest-caps-email-proof.ts) go to any address typed in, so they are
 * limited the same way: 3 an hour per address, 5 per network. The 'link' is the address itself.
 */
export const EMAIL_PROOF_LIMITS: LinkBudgets = {
  name: 'email-proof',
  perLink: { points: 3, durationSeconds: 60 * 60 },
  perAddress: { points: 3, durationSeconds: 60 * 60 },
  perNetwork: { points: 5, durationSeconds: 60 * 60 },
};

const TOO_MANY =
  'Too many changes to this booking in a short time. Please try again later or call us.';

export type ManageChangeRequest = {
  token: string;
  network: string;
  /** The e-mail address on the booking the token opens (undefined: none, or no such booking). */
  addressOf: (token: string) => Promise<string | undefined>;
};

/**
 * Runs a guest's change through the manage link within the limits above. Each attempt is counted
 * before the work (parallel requests each see their own count) and handed back when the work
 * throws: a refused change (full seating, bad input) sends no mail and costs the diner nothing.
 */
export function manageLinkLimits(
  limits: LimiterFactory,
  secret: string,
  budgets: LinkBudgets = MANAGE_LINK_LIMITS,
) {
  const byLink = limits.limiter(`${budgets.name}-link`, budgets.perLink);
  const byAddress = limits.limiter(`${budgets.name}-address`, budgets.perAddress);
  const byNetwork = limits.limiter(`${budgets.name}-network`, budgets.perNetwork);
  // Keys never hold the token or the address themselves: the limiter's rows are in the database.
  const addressKey = crypto.createHmac('sha256', secret).update('manage-address-key').digest();
  const keyOfAddress = (email: string) =>
    crypto.createHmac('sha256', addressKey).update(email.trim().toLowerCase()).digest('base64url');

  return async function limited<T>(request: ManageChangeRequest, work: () => Promise<T>) {
    const taken: [Limiter, string][] = [];
    const take = async (limiter: Limiter, key: string) => {
      const verdict = await limiter.take(key);
      taken.push([limiter, key]);
      if (!verdict.allowed) throw tooManyRequests(TOO_MANY, verdict.retryAfterSeconds);
    };
    try {
      await take(byNetwork, request.network);
      await take(byLink, hashManageToken(request.token));
      const address = await request.addressOf(request.token);
      if (address) await take(byAddress, keyOfAddress(address));
      return await work();
    } catch (err) {
      await Promise.all(taken.map(([limiter, key]) => limiter.giveBack(key)));
      throw err;
    }
  };
}
