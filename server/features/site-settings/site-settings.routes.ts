import { Router } from 'express';
import {
  bookingWindowSchema,
  contactSettingsSchema,
  corporateOrderingSchema,
  socialSettingsSchema,
} from '@shared/contracts/site-settings';
import { legalSettingsSchema } from '@shared/contracts/legal-settings';
import type { Db } from '../../db/connection';
import { staffActor } from '../../lib/actor';
import { publicRoute, requireAdmin, requireAuth } from '../../middleware/require-auth';
import { getLegalSettings, saveLegalSettings } from './legal-settings.service';
import {
  getBookingWindow,
  getContactSettings,
  getCorporateOrdering,
  getSocialSettings,
  saveBookingWindow,
  saveContactSettings,
  saveCorporateOrdering,
  saveSocialSettings,
} from './site-settings.service';

/**
 * Public reads; staff writes. `onContactSaved` lets cached copies of the contact facts go, and
 * `onChanged` (any save) the rendered public pages that show these settings.
 */
export function siteSettingsRoutes(
  db: Db,
  hooks: {
    onContactSaved?: () => Promise<void> | void;
    onChanged?: () => Promise<void> | void;
  } = {},
): Router {
  const { onContactSaved = () => {}, onChanged = () => {} } = hooks;
  const router = Router();
  router.get('/contact', publicRoute, async (_req, res) => {
    res.json(await getContactSettings(db));
  });
  router.put('/contact', requireAdmin, async (req, res) => {
    const saved = await saveContactSettings(
      db,
      staffActor(req),
      contactSettingsSchema.parse(req.body),
    );
    await onContactSaved();
    await onChanged();
    res.json(saved);
  });
  router.get('/social', publicRoute, async (_req, res) => {
    res.json(await getSocialSettings(db));
  });
  router.put('/social', requireAdmin, async (req, res) => {
    const saved = await saveSocialSettings(
      db,
      staffActor(req),
      socialSettingsSchema.parse(req.body),
    );
    await onChanged();
    res.json(saved);
  });
  router.get('/corporate-ordering', publicRoute, async (_req, res) => {
    res.json(await getCorporateOrdering(db));
  });
  router.put('/corporate-ordering', requireAdmin, async (req, res) => {
    const saved = await saveCorporateOrdering(
      db,
      staffActor(req),
      corporateOrderingSchema.parse(req.body),
    );
    await onChanged();
    res.json(saved);
  });
  router.get('/booking-window', publicRoute, async (_req, res) => {
    res.json(await getBookingWindow(db));
  });
  router.put('/booking-window', requireAdmin, async (req, res) => {
    const saved = await saveBookingWindow(db, staffActor(req), bookingWindowSchema.parse(req.body));
    await onChanged();
    res.json(saved);
  });
  // Printed on every tax invoice; staff may read them, only an admin changes them.
  router.get('/legal', requireAuth, async (_req, res) => {
    res.json(await getLegalSettings(db));
  });
  router.put('/legal', requireAdmin, async (req, res) => {
    res.json(await saveLegalSettings(db, staffActor(req), legalSettingsSchema.parse(req.body)));
  });
  return router;
}
