import { DAYS_OF_WEEK } from '@shared/constants';
import { DEFAULT_OPENING_WEEK, type OpeningDay, type OpeningWeek } from '@shared/opening-hours';
import { openingWeekSchema } from '@shared/contracts/opening-hours';
import { parseOpeningHours } from '../../seo/opening-hours';

/**
 * The week read out of hours written as text ('Monday: Closed, Tuesday-Sunday: 7pm-10pm'), or
 * undefined when the text cannot be read for certain or gives a day two ranges (the week holds
 * one opening per day). Days the text does not name are closed.
 */
export function weekFromText(text: string): OpeningDay[] | undefined {
  const specs = parseOpeningHours(text);
  if (!specs) return undefined;
  const days = new Map<string, { opens: string; closes: string }>();
  for (const spec of specs) {
    for (const day of spec.dayOfWeek) {
      if (days.has(day)) return undefined;
      days.set(day, { opens: spec.opens, closes: spec.closes });
    }
  }
  return DAYS_OF_WEEK.map((day) => {
    const hours = days.get(day);
    return hours
      ? { day, open: true, ...hours }
      : { day, open: false, opens: '19:00', closes: '22:00' };
  });
}

/** A stored week, when it is one; anything else (a hand edit, an old shape) reads as unset. */
export function storedWeek(value: string | undefined): OpeningDay[] | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed = openingWeekSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data.days : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The week the site shows, from what is stored, oldest last: the week staff set; before the
 * week had its own home, the hours written in the contact settings, then the footer section's
 * two hours fields, when they read for certain; else the default every page showed.
 */
export function effectiveWeek(sources: {
  stored: string | undefined;
  contactText: string | undefined;
  footerHours: { weekdays?: unknown; monday?: unknown } | undefined;
}): OpeningWeek {
  const stored = storedWeek(sources.stored);
  if (stored) return { days: stored, isDefault: false };
  const fromContact = sources.contactText ? weekFromText(sources.contactText) : undefined;
  if (fromContact) return { days: fromContact, isDefault: false };
  const footer = [sources.footerHours?.weekdays, sources.footerHours?.monday]
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .join(', ');
  const fromFooter = footer ? weekFromText(footer) : undefined;
  if (fromFooter) return { days: fromFooter, isDefault: false };
  return DEFAULT_OPENING_WEEK;
}
