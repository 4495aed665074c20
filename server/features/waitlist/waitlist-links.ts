import crypto from 'node:crypto';
import { hashManageToken } from '../reservations/manage-token';

/**
 * The diner's waitlist link. Offers are made long after the diner joined, in another person's
 * transaction, and must carry the link; so the token is derived from a random salt kept on the
 * entry and a key from the server's secret, and only its hash is looked up. Nobody reading the
 * table alone can open an entry.
 */
export function waitlistLinks(secret: string, publicUrl: string) {
  const key = crypto.createHmac('sha256', secret).update('waitlist-link-key').digest();
  const tokenOf = (salt: string) =>
    crypto.createHmac('sha256', key).update(salt).digest('base64url');
  return {
    /** A new entry's salt, and the hash of its token (stored to find the entry by its link). */
    newEntry(): { salt: string; hash: string } {
      const salt = crypto.randomBytes(18).toString('base64url');
      return { salt, hash: hashManageToken(tokenOf(salt)) };
    },
    /** The page of the entry with this salt, as the diner's e-mails link it. */
    urlOf(salt: string): string {
      return `${publicUrl}/waitlist/${tokenOf(salt)}`;
    },
    /** What is stored for a token from a link. */
    hashOf: (token: string) => hashManageToken(token),
  };
}

export type WaitlistLinks = ReturnType<typeof waitlistLinks>;
