import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** What the robot-check widget sends: the challenge and its solution, as base64 JSON. */
export const encodeSolution = (challenge: Challenge, solution: unknown) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

/** Solves a challenge as a diner's browser does. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return encodeSolution(challenge, solution);
}
