import type { AllergenCode, TastingMenuCode } from '@shared/domain/dietary';
import { allergenWords, coursesMeeting } from '@shared/domain/dietary';
import { coursesOf, useTastingMenu } from '@/lib/tasting-menu';

/**
 * Which courses of the guest's menu hold what they must avoid, said as they pick it: 'Course 3,
 * Charred corn, contains milk: the kitchen will prepare an alternative'. A polite live region,
 * so a screen reader hears each course as a checkbox is ticked.
 */
export function AllergenWarnings({
  menu,
  allergens,
}: {
  menu: TastingMenuCode;
  allergens: readonly AllergenCode[];
}) {
  const menus = useTastingMenu();
  const meeting = coursesMeeting(coursesOf(menus.data, menu), allergens);
  return (
    <div aria-live="polite" className="text-sm">
      {meeting.length > 0 && (
        <ul className="space-y-1 rounded-md border border-border bg-muted/40 p-3">
          {meeting.map(({ course, allergens: held }) => (
            <li key={course.courseNumber}>
              Course {course.courseNumber}, {course.name}, contains {allergenWords(held)}: the
              kitchen will prepare an alternative
            </li>
          ))}
        </ul>
      )}
      {allergens.length > 0 && menus.data && meeting.length === 0 && (
        <p className="text-muted-foreground">No course of this menu contains it.</p>
      )}
    </div>
  );
}
