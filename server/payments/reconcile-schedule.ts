/**
 * After checkout, the gateway is asked about an unpaid payment at these intervals (about a day in
 * all): the payer may have closed the tab after paying, or a webhook may be lost.
 */
export const RECONCILE_DELAYS_MS = [5, 15, 60, 180, 360, 720].map((minutes) => minutes * 60_000);

/** The wait before the reconciliation that follows attempt number `attempt` (1-based). */
export function reconcileDelayMs(attempt: number): number {
  return RECONCILE_DELAYS_MS[Math.min(attempt, RECONCILE_DELAYS_MS.length - 1)]!;
}
