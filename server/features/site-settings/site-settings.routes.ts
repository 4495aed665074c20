import { Router } from 'express';
import type { Db } from '../../db/connection';
import {
  getContactSettings,
  getCorporateOrdering,
  getSocialSettings,
} from './site-settings.service';

// Public reads. Staff writes arrive with the content-management issue.
export function siteSettingsRoutes(db: Db): Router {
  const router = Router();
  router.get('/contact', async (_req, res) => {
    res.json(await getContactSettings(db));
  });
  router.get('/social', async (_req, res) => {
    res.json(await getSocialSettings(db));
  });
  router.get('/corporate-ordering', async (_req, res) => {
    res.json(await getCorporateOrdering(db));
  });
  return router;
}
