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
import {
  readFooterHours,
  readSettings,
  writeSetting,
  type FooterHours,
} from './site-settings.repository';

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
  return openingWeekOf(db, await readSettings(db, OPENING_WEEK_SETTINGS));
}

/** The settings the week is read from (with the footer's hours, before staff save a week). */
export const OPENING_WEEK_SETTINGS = [SETTING_OPENING_HOURS, SETTING_CONTACT] as const;

/** The week from settings already read (OPENING_WEEK_SETTINGS among them). */
export async function openingWeekOf(db: Db, settings: Map<string, string>): Promise<OpeningWeek> {
  return savedWeekOf(settings) ?? fallbackWeekOf(settings, await readFooterHours(db));
}

/** The week staff saved, unless they never did (or saved the default). */
function savedWeekOf(settings: Map<string, string>): OpeningWeek | undefined {
  const stored = settings.get(SETTING_OPENING_HOURS);
  if (stored === undefined) return undefined;
  const week = effectiveWeek({ stored, contactText: undefined, footerHours: undefined });
  return week.isDefault ? undefined : week;
}

/** The week before staff save one: from the contact settings' text, else the footer's hours. */
function fallbackWeekOf(
  settings: Map<string, string>,
  footerHours: FooterHours | undefined,
): OpeningWeek {
  return effectiveWeek({
    stored: undefined,
    contactText: contactTextOf(settings.get(SETTING_CONTACT)),
    footerHours,
  });
}

/** The settings the night rules are read from. */
export const NIGHT_RULES_SETTINGS = [SETTING_BOOKING_WINDOW, ...OPENING_WEEK_SETTINGS] as const;

/**
 * What decides which nights diners may book: the booking window and the week, read in one
 * statement (a booking reads them with its other facts: see nightRulesOf).
 */
export async function getNightRules(db: Db): Promise<NightRules> {
  const settings = await readSettings(db, NIGHT_RULES_SETTINGS);
  return {
    window: bookingWindowOf(settings.get(SETTING_BOOKING_WINDOW)),
    week: await openingWeekOf(db, settings),
    settings,
  };
}

/** The night rules from settings (NIGHT_RULES_SETTINGS among them) and footer hours already read. */
export function nightRulesOf(
  settings: Map<string, string>,
  footerHours: FooterHours | undefined,
): NightRules {
  return {
    window: bookingWindowOf(settings.get(SETTING_BOOKING_WINDOW)),
    week: savedWeekOf(settings) ?? fallbackWeekOf(settings, footerHours),
    settings,
  };
}

/**
 * The booking window and the week, with the settings they were read from (the contact row among
 * them): a booking's confirmation takes the contact details from there instead of reading again.
 */
export type NightRules = {
  window: BookingWindowDto;
  week: OpeningWeek;
  settings: Map<string, string>;
};

export async function writeOpeningWeek(db: Db, days: OpeningDay[]): Promise<void> {
  await writeSetting(db, SETTING_OPENING_HOURS, JSON.stringify({ days }), 'json');
}

/** How many days ahead diners may book: the staff's setting, else 90. */
export async function getBookingWindow(db: Db): Promise<BookingWindowDto> {
  return bookingWindowOf(
    (await readSettings(db, [SETTING_BOOKING_WINDOW])).get(SETTING_BOOKING_WINDOW),
  );
}

function bookingWindowOf(stored: string | undefined): BookingWindowDto {
  const days = Number(stored);
  return {
    days:
      Number.isInteger(days) && days >= 1 && days <= MAX_BOOKING_WINDOW_DAYS
        ? days
        : DEFAULT_BOOKING_WINDOW_DAYS,
  };
}
