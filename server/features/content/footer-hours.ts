import { ZodError } from 'zod';
import type { ContentSectionDto, ContentUpdate } from '@shared/contracts/content';
import { footerHoursOf, type OpeningWeek } from '@shared/opening-hours';
import { readOpeningHours } from '@shared/opening-hours-text';

// The footer section once kept two hours lines of its own. The week in the contact settings is
// now the one home of the hours: the footer's lines are written from it, and a save that says
// other hours is refused rather than kept beside a different week.

const FOOTER = 'footer';

/** The section as answered: a footer's hours lines say what the week says. */
export function withWeekHours(section: ContentSectionDto, week: OpeningWeek): ContentSectionDto {
  if (section.sectionName !== FOOTER) return section;
  return { ...section, extraData: { ...section.extraData, hours: footerHoursOf(week) } };
}

const sameDays = (a: OpeningWeek['days'], b: OpeningWeek['days']) =>
  a.every((d, i) => {
    const other = b[i]!;
    if (d.open !== other.open) return false;
    return !d.open || (d.opens === other.opens && d.closes === other.closes);
  });

/**
 * Refuses footer hours that differ from the week (written in any shape the hours reader reads);
 * the same hours, or none, pass. The week is changed under Contact Information.
 */
export function refuseOtherHours(update: ContentUpdate, week: OpeningWeek): void {
  const hours = update.extraData?.hours;
  const lines = [hours?.weekdays, hours?.monday].filter((v): v is string => Boolean(v?.trim()));
  if (lines.length === 0) return;
  const reading = readOpeningHours(lines.join(', '));
  if (reading.ok && sameDays(reading.days, week.days)) return;
  const message =
    'The opening hours are set under Contact Information; the footer shows them from there.';
  throw new ZodError([
    { code: 'custom', path: ['extraData', 'hours', 'weekdays'], message, input: hours },
  ]);
}

/**
 * What a footer save stores: the sent fields, with the hours lines left as they were stored (a
 * site that never saved a week still reads its week from them, see effectiveWeek).
 */
export function extraDataToStore(
  sectionName: string,
  stored: Record<string, unknown> | null,
  sent: ContentUpdate['extraData'],
): Record<string, unknown> | null | undefined {
  if (sectionName !== FOOTER || !sent) return sent;
  const { hours: _ignored, ...rest } = sent;
  return stored?.hours === undefined ? rest : { ...rest, hours: stored.hours };
}
