import type { CourseDto } from '@shared/contracts/tasting-menu';
import { allergenWords } from '@shared/domain/allergens';
import { cn } from '@/lib/cn';

/**
 * A tasting menu as text: a heading per course with its description and its allergens in words
 * (screen readers and search engines read it; no icon carries meaning alone). `headingLevel` fits
 * it under the heading around it.
 */
export function TextMenu({
  courses,
  name,
  headingLevel = 3,
  className,
}: {
  courses: readonly CourseDto[];
  /** What the menu is, e.g. 'Vegetarian menu': the list's accessible name. */
  name: string;
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol aria-label={name} className={cn('space-y-4', className)}>
      {courses.map((c) => (
        <li key={c.courseNumber} className="border-b border-border pb-4 last:border-b-0">
          <Heading className="font-serif text-lg font-semibold">
            <span className="text-muted-foreground">Course {c.courseNumber}.</span> {c.name}
          </Heading>
          {c.description && <p className="mt-1 text-sm">{c.description}</p>}
          <p className="mt-1 text-sm text-muted-foreground">
            {c.allergens.length > 0
              ? `Contains ${allergenWords(c.allergens)}.`
              : 'No listed allergens.'}
          </p>
        </li>
      ))}
    </ol>
  );
}
