import { Router } from 'express';
import { contentUpdateSchema, sectionNameSchema } from '@shared/contracts/content';
import type { Db } from '../../db/connection';
import { staffActor } from '../../lib/actor';
import { publicRoute, requireAdmin } from '../../middleware/require-auth';
import { changeSection, getAllSections, getSection } from './content.service';

/** Public reads; staff edits, each followed by `onChanged` (the rendered pages show them). */
export function contentRoutes(db: Db, onChanged: () => Promise<void> | void = () => {}): Router {
  const router = Router();
  router.get('/', publicRoute, async (_req, res) => {
    res.json(await getAllSections(db));
  });
  router.get('/:sectionName', publicRoute, async (req, res) => {
    res.json(await getSection(db, sectionNameSchema.parse(req.params.sectionName)));
  });
  router.patch('/:sectionName', requireAdmin, async (req, res) => {
    const sectionName = sectionNameSchema.parse(req.params.sectionName);
    const update = contentUpdateSchema.parse(req.body);
    const saved = await changeSection(db, staffActor(req), sectionName, update);
    await onChanged();
    res.json(saved);
  });
  return router;
}
