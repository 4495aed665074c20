import type { DietaryNeed } from '@shared/domain/dietary';
import { avoidedTags, courseWarning, coursesMeeting, dietCheckWords } from '@shared/domain/dietary';
import { coursesOf, useTastingMenu } from '@/lib/site-content/tasting-menu';

/**
 * Which courses of the guest's menu hold what they must avoid, their allergies and what their
 * diets leave out alike, said as they pick it: 'Course 3, Charred corn, contains milk: the kitchen
 * will prepare an alternative'; then, for each diet, what it is checked for, or that it cannot be
 * checked. A polite live region, so a screen reader hears each course as a checkbox is ticked.
 */
export function AllergenWarnings({
  need,
}: {
  need: Pick<DietaryNeed, 'menu' | 'allergens' | 'preferences'>;
}) {
  const menus = useTastingMenu();
  const avoided = avoidedTags(need);
  const meeting = coursesMeeting(coursesOf(menus.data, need.menu), avoided);
  return (
    <div aria-live="polite" className="space-y-2 text-sm">
      {meeting.length > 0 && (
        <ul className="space-y-1 rounded-md border border-border bg-muted/40 p-3">
          {meeting.map((met) => (
            <li key={met.course.courseNumber}>{courseWarning(met)}</li>
          ))}
        </ul>
      )}
      {avoided.length > 0 && menus.data && meeting.length === 0 && (
        <p className="text-muted-foreground">No course of this menu contains it.</p>
      )}
      {need.preferences.length > 0 && (
        <ul className="space-y-1 text-muted-foreground">
          {need.preferences.map((p) => (
            <li key={p}>{dietCheckWords(p)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
