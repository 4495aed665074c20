import crypto from 'node:crypto';
import { tooManyRequests } from '../../lib/app-error';
import type { Limiter, LimiterFactory } from '../../lib/limiter';
import { hashManageToken } from './manage-token';

// Changes through a manage link, all thresholds in one place. Every change e-mails the address
// on the booking, so the link must not be a way to send that address a stream of mail. A diner
// changes a booking once or twice. The budgets are per link and per network, never per e-mail
// address: anyone can book with anyone's address, and changes through those bookings' links
// would then spend the owner's budget and block the owner's own link. Cancelling is not limited
// at all: a booking is cancelled once (a second cancel is 409), and a guest can always cancel.

/** Changes one manage link may make per hour (its cancellation is never counted). */
export const CHANGES_PER_LINK = { points: 5, durationSeconds: 60 * 60 };
/** Changes one network (IPv4 address, IPv6 /64) may make per hour, to any bookings. */
export const CHANGES_PER_NETWORK = { points: 20, durationSeconds: 60 * 60 };

type Budget = { points: number; durationSeconds: number };
/** `perAddress` only where the 'link' is itself the address being proven (below). */
type LinkBudgets = { name: string; perLink: Budget; perAddress?: Budget; perNetwork: Budget };

const MANAGE_LINK_LIMITS: LinkBudgets = {
  name: 'manage',
  perLink: CHANGES_PER_LINK,
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
  /** The e-mail address being proven, for budgets kept per address. */
  addressOf?: (token: string) => Promise<string | undefined>;
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
  const byAddress = budgets.perAddress
    ? limits.limiter(`${budgets.name}-address`, budgets.perAddress)
    : undefined;
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
      const address = byAddress && (await request.addressOf?.(request.token));
      if (byAddress && address) await take(byAddress, keyOfAddress(address));
      return await work();
    } catch (err) {
      await Promise.all(taken.map(([limiter, key]) => limiter.giveBack(key)));
      throw err;
    }
  };
}
