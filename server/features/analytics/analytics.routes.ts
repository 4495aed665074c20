import { Router, type RequestHandler } from 'express';
import {
  conversionEventSchema,
  dashboardQuerySchema,
  pageViewSchema,
} from '@shared/contracts/analytics';
import type { Db } from '../../db/connection';
import { requestActor } from '../../lib/actor';
import { tooManyRequests } from '../../lib/app-error';
import type { LimiterFactory } from '../../lib/limiter';
import { publicRoute, requireAuth } from '../../middleware/require-auth';
import { perAnonymousIpLimit } from './anonymous-ip-limit';
import { recordConversion, recordPageView, type AnalyticsClock } from './analytics.service';
import { dashboard } from './dashboard.service';
import { overview } from './overview.service';

/**
 * Page-view budgets, per hour. A diner reading the site sends a view per page, a dozen or two
 * in a visit; an office of thirty behind one address stays inside the per-IP budget. Every
 * attempt counts, robots' and refused ones included, so a flood stores at most the budget.
 */
export const PAGE_VIEWS_PER_SESSION = { points: 60, durationSeconds: 60 * 60 };
export const PAGE_VIEWS_PER_IP = { points: 300, durationSeconds: 60 * 60 };
export const CONVERSIONS_PER_IP = { points: 300, durationSeconds: 60 * 60 };

const TOO_MANY_VIEWS = 'Too many page views';

export type AnalyticsRouteDeps = {
  db: Db;
  limits: LimiterFactory;
  clock: AnalyticsClock;
  /** The app's session secret; the per-IP budgets' keys are derived from it. */
  sessionSecret: string;
};

export function analyticsRoutes(deps: AnalyticsRouteDeps): Router {
  const { db, clock } = deps;
  const router = Router();
  const conversionLimit = perAnonymousIpLimit(
    deps.limits.limiter('analytics-ip', CONVERSIONS_PER_IP),
    'Too many analytics events',
    deps.sessionSecret,
  );
  const pageViewIpLimit = perAnonymousIpLimit(
    deps.limits.limiter('pageview-ip', PAGE_VIEWS_PER_IP),
    TOO_MANY_VIEWS,
    deps.sessionSecret,
  );
  const viewsPerSession = deps.limits.limiter('pageview-session', PAGE_VIEWS_PER_SESSION);

  router.post('/conversion', publicRoute, conversionLimit, async (req, res) => {
    await recordConversion(db, conversionEventSchema.parse(req.body), requestActor(req), clock);
    res.status(204).end();
  });

  // Signed-in staff skip the per-address budget: the whole floor may share the restaurant's one
  // address, and their views never reach the visitor figures. Their session budget still holds.
  const pageViewIpLimitForGuests: RequestHandler = (req, res, next) =>
    requestActor(req).kind === 'staff' ? next() : pageViewIpLimit(req, res, next);

  router.post('/pageview', publicRoute, pageViewIpLimitForGuests, async (req, res) => {
    const view = pageViewSchema.parse(req.body);
    const verdict = await viewsPerSession.take(view.sessionId);
    if (!verdict.allowed) throw tooManyRequests(TOO_MANY_VIEWS, verdict.retryAfterSeconds);
    // A robot gets the same answer as a person, so it learns nothing from it.
    await recordPageView(db, view, {
      actor: requestActor(req),
      headerUserAgent: req.get('user-agent'),
      clock,
    });
    res.status(204).end();
  });

  router.get('/dashboard', requireAuth, async (req, res) => {
    res.json(await dashboard(db, dashboardQuerySchema.parse(req.query), clock));
  });

  router.get('/overview', requireAuth, async (_req, res) => {
    res.json(await overview(db, clock));
  });

  return router;
}
