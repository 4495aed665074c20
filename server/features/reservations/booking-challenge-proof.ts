import crypto from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

/**
 * The proof of work a browser does when asked (ALTCHA, solved by the widget's Web Workers).
 * The server picks the answer (`attempts`) and signs it, so issuing costs one key derivation and
 * checking costs one HMAC, while the browser must try every counter up to the answer. About 900
 * PBKDF2 derivations of 5,000 rounds: a fraction of a second on a laptop, about a second on a
 * mid-range phone with its cores sharing the work.
 */
export const CHALLENGE_WORK = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 5_000,
  attempts: { min: 600, max: 1_200 },
  /** Long enough to finish the form after the check ran, short enough to keep few rows. */
  ttlSeconds: 5 * 60,
} as const;

/** How many derivations a challenge makes the browser try: the answer is picked in this range. */
export type ChallengeAttempts = { min: number; max: number };

export type ChallengeSecrets = { signature: string; keySignature: string };

/**
 * The two HMAC keys, derived from the session secret so no new setting is needed, and
 * independent of it (HKDF with their own labels): knowing a challenge key reveals nothing
 * about session signing. Every process with the same secret accepts the others' challenges.
 */
export function challengeSecrets(sessionSecret: string): ChallengeSecrets {
  const derive = (label: string) =>
    Buffer.from(crypto.hkdfSync('sha256', sessionSecret, 'booking-challenge', label, 32)).toString(
      'hex',
    );
  return { signature: derive('challenge'), keySignature: derive('derived-key') };
}

/**
 * A signed challenge. Expiry is wall-clock time (not the app's injectable clock) because
 * altcha-lib checks it against Date.now().
 */
export function newChallenge(
  secrets: ChallengeSecrets,
  issuedAt = new Date(),
  attempts: ChallengeAttempts = CHALLENGE_WORK.attempts,
): Promise<Challenge> {
  return createChallenge({
    algorithm: CHALLENGE_WORK.algorithm,
    cost: CHALLENGE_WORK.cost,
    counter: randomInt(attempts.max, attempts.min),
    deriveKey,
    expiresAt: new Date(issuedAt.getTime() + CHALLENGE_WORK.ttlSeconds * 1000),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

const hex = z.string().regex(/^[0-9a-f]{2,256}$/);

// Only the shape is checked here; the HMAC decides whether the values are ours. Unknown fields
// stay, since the signature covers every parameter.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(CHALLENGE_WORK.algorithm),
      nonce: hex,
      salt: hex,
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: hex,
      keySignature: hex,
      expiresAt: z.number(),
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.number(), derivedKey: hex }).loose(),
});

export type SolutionCheck =
  | { verified: true; challengeId: string; expiresAt: number }
  | { verified: false; reason: 'expired' | 'invalid' };

/**
 * Checks a solution as the widget sends it (base64 JSON of the challenge and the solution).
 * Anything malformed is simply invalid: the text comes straight from the request.
 */
export async function checkSolution(
  secrets: ChallengeSecrets,
  encoded: string,
): Promise<SolutionCheck> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return { verified: false, reason: 'invalid' };
  }
  const payload = payloadSchema.safeParse(decoded);
  if (!payload.success) return { verified: false, reason: 'invalid' };
  const { challenge, solution } = payload.data;
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
    if (result.verified) {
      const { nonce, expiresAt } = challenge.parameters;
      return { verified: true, challengeId: nonce, expiresAt };
    }
    return { verified: false, reason: result.expired ? 'expired' : 'invalid' };
  } catch {
    return { verified: false, reason: 'invalid' };
  }
}
