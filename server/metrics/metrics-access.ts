import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { allowList } from './allow-list';

export type MetricsAccess = (req: Pick<Request, 'ip' | 'get'>) => boolean;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics, from METRICS_TOKEN and METRICS_ALLOW; undefined when neither is set
 * (nobody). With both, a scrape needs both. The address is `req.ip`, the client's as TRUST_PROXY
 * reads it, so a request relayed by the proxy from outside is judged by its real client, never
 * by the proxy's loopback address.
 */
export function metricsAccess(settings: {
  token: string | undefined;
  allow: string[] | undefined;
}): MetricsAccess | undefined {
  const { token, allow } = settings;
  if (token === undefined && allow === undefined) return undefined;
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  const addresses = allow === undefined ? undefined : allowList(allow);
  return (req) => {
    if (addresses && !addresses.allows(req.ip)) return false;
    if (expected) {
      // Digests of equal length, compared in constant time: the answer's timing says nothing
      // about how much of a guess was right.
      const sent = req.get('authorization');
      if (sent === undefined || !timingSafeEqual(digest(sent), expected)) return false;
    }
    return true;
  };
}
