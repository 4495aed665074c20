import {
  DEFAULT_BOOKING_WINDOW_DAYS,
  MAX_BOOKING_WINDOW_DAYS,
  SETTING_BOOKING_WINDOW,
  SETTING_CONTACT,
  SETTING_OPENING_HOURS,
} from '@shared/constants';
import type { BookingWindowDto } from '@shared/contracts/site-settings';
import type { OpeningDay, OpeningWeek } from '@shared/opening-hours';
import type { Db } from '../../db/connection';
import { effectiveWeek } from './opening-week';
import { readFooterHours, readSetting, writeSetting } from './site-settings.repository';

function contactTextOf(stored: string | undefined): string | undefined {
  if (stored === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    const text = (value as { openingHours?: unknown } | null)?.openingHours;
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The restaurant's week as every page and the booking rules read it (see effectiveWeek for
 * where it comes from before staff save one).
 */
export async function getOpeningWeek(db: Db): Promise<OpeningWeek> {
  const stored = await readSetting(db, SETTING_OPENING_HOURS);
  if (stored !== undefined) {
    const week = effectiveWeek({ stored, contactText: undefined, footerHours: undefined });
    if (!week.isDefault) return week;
  }
  return effectiveWeek({
    stored: undefined,
    contactText: contactTextOf(await readSetting(db, SETTING_CONTACT)),
    footerHours: await readFooterHours(db),
  });
}

export async function writeOpeningWeek(db: Db, days: OpeningDay[]): Promise<void> {
  await writeSetting(db, SETTING_OPENING_HOURS, JSON.stringify({ days }), 'json');
}

/** How many days ahead diners may book: the staff's setting, else 90. */
export async function getBookingWindow(db: Db): Promise<BookingWindowDto> {
  const days = Number(await readSetting(db, SETTING_BOOKING_WINDOW));
  return {
    days:
      Number.isInteger(days) && days >= 1 && days <= MAX_BOOKING_WINDOW_DAYS
        ? days
        : DEFAULT_BOOKING_WINDOW_DAYS,
  };
}
