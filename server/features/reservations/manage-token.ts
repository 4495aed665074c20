import crypto from 'node:crypto';

/** A new unguessable manage-link token and the hash that is stored instead of it. */
export function newManageToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(24).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
