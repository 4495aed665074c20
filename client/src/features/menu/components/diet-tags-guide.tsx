import {
  COURSE_TAG_LABELS,
  INGREDIENT_COVERS,
  INGREDIENT_LABELS,
  ingredientCodes,
  PREFERENCE_RULES,
  preferenceCodes,
  tagWords,
} from '@shared/domain/dietary';

/**
 * What staff tick a course for: which tags each diet a guest may declare leaves out, and what an
 * ingredient tag covers, read from the same table as the guests' check, so the two never differ.
 * Folded away: staff who know it are not made to scroll past it.
 */
export function DietTagsGuide() {
  return (
    <details className="rounded-lg border border-border p-4 text-sm">
      <summary className="cursor-pointer font-medium">
        How guests&apos; diets are checked against these tags
      </summary>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
        {preferenceCodes.map((p) => {
          const { label, excludes } = PREFERENCE_RULES[p];
          return (
            <div key={p} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="text-muted-foreground">
                {excludes.length > 0
                  ? `leaves out ${tagWords(excludes)}`
                  : 'no tag says it: not checked against the courses, the kitchen reads it with the booking'}
              </dd>
            </div>
          );
        })}
      </dl>
      <ul className="mt-3 space-y-1 text-muted-foreground">
        {ingredientCodes
          .filter((code) => INGREDIENT_COVERS[code])
          .map((code) => (
            <li key={code}>
              <span className="first-letter:uppercase">{INGREDIENT_LABELS[code]}</span>:{' '}
              {INGREDIENT_COVERS[code]}.
            </li>
          ))}
      </ul>
      <p className="mt-3 text-muted-foreground">
        Dairy such as ghee, paneer, cream and curd is {COURSE_TAG_LABELS.milk}; an egg wash is{' '}
        {COURSE_TAG_LABELS.eggs}.
      </p>
    </details>
  );
}
