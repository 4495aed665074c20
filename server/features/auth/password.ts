import argon2 from 'argon2';

// OWASP's argon2id baseline.
const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, HASH_OPTIONS);
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    // A malformed stored hash is a failed sign-in, not a crash.
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * A hash of nothing anyone knows. Checking a password against it for unknown usernames makes
 * their sign-in cost the same time as a wrong password, so timing does not reveal usernames.
 */
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash;
}
