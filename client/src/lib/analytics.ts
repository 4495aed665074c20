import { storage } from './storage';

const SESSION_KEY = 'sessionId';

/** The anonymous visitor id kept in localStorage (no personal data, no IP). */
export function getSessionId(): string | null {
  return storage.get(SESSION_KEY);
}

export function ensureSessionId(): string {
  const existing = getSessionId();
  if (existing) return existing;
  const id = crypto.randomUUID().replaceAll('-', '');
  storage.set(SESSION_KEY, id);
  return id;
}

/** Sends a funnel event when a session id exists; failures never reach the visitor. */
export function trackConversion(
  eventType: string,
  metadata?: Record<string, string | number>,
): void {
  const sessionId = getSessionId();
  if (!sessionId) return;
  void fetch('/api/analytics/conversion', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ eventType, sessionId, ...(metadata ? { metadata } : {}) }),
    keepalive: true,
  }).catch(() => undefined);
}
