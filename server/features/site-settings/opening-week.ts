import { DEFAULT_OPENING_WEEK, type OpeningDay, type OpeningWeek } from '@shared/opening-hours';
import { readOpeningHours } from '@shared/opening-hours-text';
import { openingWeekSchema } from '@shared/contracts/opening-hours';

/** The week that hours written as text describe (the API's one reader); undefined if unreadable. */
function weekFromText(text: string): OpeningDay[] | undefined {
  const reading = readOpeningHours(text);
  return reading.ok ? reading.days : undefined;
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
 * two hours fields, when the reader reads them; else the default every page showed.
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
