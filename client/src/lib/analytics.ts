import {
  ANALYTICS_SESSION_ID_PATTERN,
  REFERRER_MAX,
  SCREEN_SIDE_MAX,
  USER_AGENT_MAX,
} from '@shared/analytics-limits';
import * as endpoints from '@shared/api/endpoints';
import type { ConversionEventInput, PageViewInput } from '@shared/contracts/analytics';
import { api } from './api-client';
import { storage } from './storage';

const SESSION_KEY = 'sessionId';

/** The anonymous visitor id kept in localStorage (no personal data, no IP). */
export function getSessionId(): string | null {
  const stored = storage.get(SESSION_KEY);
  return stored !== null && ANALYTICS_SESSION_ID_PATTERN.test(stored) ? stored : null;
}

/** 32 random hex characters. getRandomValues works on plain http too, unlike randomUUID. */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The visitor's id, created on the first visit (or when the stored one was tampered with). */
export function ensureSessionId(): string {
  const existing = getSessionId();
  if (existing) return existing;
  const id = newSessionId();
  storage.set(SESSION_KEY, id);
  return id;
}

/** Sends a funnel event when a session id exists; failures never reach the visitor. */
export function trackConversion(
  eventType: ConversionEventInput['eventType'],
  metadata?: Record<string, string | number>,
): void {
  const sessionId = getSessionId();
  if (!sessionId) return;
  // keepalive lets an event sent just before leaving the site still arrive.
  api
    .call(endpoints.analytics.conversion, {
      body: { eventType, sessionId, ...(metadata ? { metadata } : {}) },
      keepalive: true,
    })
    .catch(() => undefined);
}

const side = (n: number) => Math.min(SCREEN_SIDE_MAX, Math.max(1, Math.round(n) || 1));

/** The page view the server expects, from what the browser says about itself. */
export function pageViewOf(path: string, referrer: string, sessionId: string): PageViewInput {
  return {
    path,
    sessionId,
    deviceInfo: {
      userAgent: navigator.userAgent.slice(0, USER_AGENT_MAX),
      language: navigator.language || '',
      screenSize: `${side(window.screen.width)}x${side(window.screen.height)}`,
    },
    referrer: referrer.slice(0, REFERRER_MAX),
  };
}

/** Records a view of `path`; failures are ignored and never shown. */
export function trackPageView(path: string, referrer: string): void {
  api
    .call(endpoints.analytics.pageView, {
      body: pageViewOf(path, referrer, ensureSessionId()),
      keepalive: true,
    })
    .catch(() => undefined);
}

/** This tab's last page viewed (sessionStorage: one per tab, gone with it). */
const LAST_VIEW_KEY = 'lastPageView';

function lastViewInTab(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_VIEW_KEY);
  } catch {
    return null;
  }
}

function rememberViewInTab(path: string): void {
  try {
    window.sessionStorage.setItem(LAST_VIEW_KEY, path);
  } catch {
    // Storage unavailable: the next page cannot name this one as its referrer.
  }
}

/**
 * Records the view of a page loaded as a whole (a public page the server rendered: moving
 * between them is a page load). As within the app: the page before in this tab is the referrer
 * (our own pages send none: no-referrer), a link to the page already shown is not a new view,
 * and a page shown again by back or forward is one (`restored`: from the browser's page cache).
 */
export function trackLoadedPage({ restored = false }: { restored?: boolean } = {}): void {
  const path = window.location.pathname;
  const last = lastViewInTab();
  const navigation = performance.getEntriesByType('navigation')[0];
  const followedLink =
    !restored &&
    navigation instanceof PerformanceNavigationTiming &&
    navigation.type === 'navigate';
  if (followedLink && last === path && document.referrer === '') return;
  rememberViewInTab(path);
  trackPageView(path, document.referrer || (last ? window.location.origin + last : ''));
}
