import { restaurantMoment } from '@shared/restaurant-time';
import type { SsrPageData } from '../../client/src/app/ssr-contract';
import type { Db } from '../db/connection';
import { AppError } from '../lib/app-error';
import { getSection } from '../features/content/content.service';
import { getMediaList } from '../features/media/media.service';
import type { MenuService } from '../features/menu/menu.service';
import type { Clock } from '../features/reservations/availability.service';
import {
  getContactSettings,
  getCorporateOrdering,
  getSocialSettings,
} from '../features/site-settings/site-settings.service';

export type PageDataDeps = {
  db: Db;
  menu: MenuService;
  timeSlots: () => Promise<SsrPageData['timeSlots']>;
  clock: Clock;
};

async function sectionOrNone(db: Db, name: string) {
  try {
    return await getSection(db, name);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return undefined;
    throw err;
  }
}

/**
 * Reads, once per request and straight from the services (no HTTP call to ourselves), what the
 * public pages show on their first render: exactly what the public API would answer a guest.
 */
export function pageDataReader(deps: PageDataDeps): () => Promise<SsrPageData> {
  const { db } = deps;
  return async () => {
    const [hero, about, reservation, contact, social, corporateOrdering, media, menu, timeSlots] =
      await Promise.all([
        sectionOrNone(db, 'hero'),
        sectionOrNone(db, 'about'),
        sectionOrNone(db, 'reservation'),
        getContactSettings(db),
        getSocialSettings(db),
        getCorporateOrdering(db),
        getMediaList(db),
        deps.menu.list({ staff: false }),
        deps.timeSlots(),
      ]);
    const year = Number(restaurantMoment(deps.clock.now(), deps.clock.timeZone).date.slice(0, 4));
    return {
      hero,
      about,
      reservation,
      contact,
      social,
      corporateOrdering,
      media,
      menu,
      timeSlots,
      year,
    };
  };
}
