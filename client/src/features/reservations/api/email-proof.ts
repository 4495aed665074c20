import { useMutation } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import { api } from '@/lib/api-client';

/** Asks the server to e-mail a link proving the address is the diner's. */
export function useEmailProof() {
  return useMutation({
    mutationFn: (email: string) => api.call(endpoints.reservations.emailProof, { body: { email } }),
  });
}

/** The URL parameter the mailed link carries the proof in. */
export const EMAIL_PROOF_PARAM = 'emailProof';

/**
 * The address a proof names (its first part is readable JSON; the server checks the signature).
 * Undefined for anything that is not a proof.
 */
export function emailOfProof(proof: string): string | undefined {
  try {
    const body = proof.split('.')[0] ?? '';
    const json = atob(body.replaceAll('-', '+').replaceAll('_', '/'));
    const claims = JSON.parse(json) as { e?: unknown };
    return typeof claims.e === 'string' ? claims.e : undefined;
  } catch {
    return undefined;
  }
}
