import { useState, type FormEvent } from 'react';
import type { CourseDto } from '@shared/contracts/tasting-menu';
import {
  ALLERGEN_LABELS,
  allergenCodes,
  INGREDIENT_LABELS,
  ingredientCodes,
  TASTING_MENU_LABELS,
  type TastingMenuCode,
} from '@shared/domain/dietary';
import { MAX_COURSE_NUMBER } from '@shared/contracts/menu';
import { COURSE_DESCRIPTION_MAX, COURSE_NAME_MAX } from '@shared/contracts/tasting-menu';
import { Button } from '@/components/ui/button';
import { CodeCheckboxes } from '@/components/ui/code-checkboxes';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/forms/form-errors';
import { useSaveTastingMenu } from '../api/tasting-menu';
import { DietTagsGuide } from './diet-tags-guide';

type Row = Omit<CourseDto, 'courseNumber'>;

const EMPTY_ROW: Row = { name: '', description: '', allergens: [], ingredients: [] };

/** The menu's ten course slots, the courses it has in theirs and the rest blank. */
function rowsOf(courses: readonly CourseDto[]): Row[] {
  return Array.from({ length: MAX_COURSE_NUMBER }, (_, i) => {
    const c = courses.find((x) => x.courseNumber === i + 1);
    if (!c) return EMPTY_ROW;
    const { name, description, allergens, ingredients } = c;
    return { name, description, allergens, ingredients };
  });
}

/**
 * One tasting menu as staff write it: ten numbered courses, each with a name, a short
 * description, its allergens ticked from the fixed list and the other ingredients some diets
 * leave out (onion and garlic, root vegetables, honey...), which guests' diets are checked against. A course left without a name is not
 * on the menu. Saved whole; the server's refusal shows above the button.
 */
export function TastingMenuEditor({
  menu,
  courses,
}: {
  menu: TastingMenuCode;
  courses: readonly CourseDto[];
}) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(courses));
  const [refusal, setRefusal] = useState<string>();
  const save = useSaveTastingMenu();
  const set = (i: number, row: Row) => setRows(rows.map((r, j) => (j === i ? row : r)));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setRefusal(undefined);
    const listed = rows
      .map((r, i) => ({ courseNumber: i + 1, ...r, name: r.name.trim() }))
      .filter((c) => c.name !== '');
    save.mutate(
      { menu, input: { courses: listed } },
      {
        onSuccess: () =>
          toast({ title: 'Tasting Menu Saved', description: TASTING_MENU_LABELS[menu] }),
        onError: (err) => {
          const message = serverMessage(err, 'Failed to save the tasting menu.');
          setRefusal(message);
          toast({ variant: 'destructive', title: 'Error', description: message });
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={TASTING_MENU_LABELS[menu]}
      className="space-y-4"
    >
      <DietTagsGuide />
      <ol className="space-y-4">
        {rows.map((row, i) => {
          const id = `${menu}-course-${i + 1}`;
          return (
            <li key={id}>
              <fieldset className="min-w-0 space-y-3 rounded-lg border border-border p-4">
                <legend className="px-1 text-sm font-semibold">Course {i + 1}</legend>
                <div className="grid gap-3 md:grid-cols-[1fr_2fr]">
                  <Field id={`${id}-name`} label="Name">
                    <Input
                      value={row.name}
                      maxLength={COURSE_NAME_MAX}
                      onChange={(e) => set(i, { ...row, name: e.target.value })}
                    />
                  </Field>
                  <Field id={`${id}-description`} label="Description">
                    <Textarea
                      rows={2}
                      value={row.description}
                      maxLength={COURSE_DESCRIPTION_MAX}
                      onChange={(e) => set(i, { ...row, description: e.target.value })}
                    />
                  </Field>
                </div>
                <CodeCheckboxes
                  legend="Allergens"
                  idPrefix={`${id}-allergen`}
                  codes={allergenCodes}
                  labels={ALLERGEN_LABELS}
                  checked={row.allergens}
                  onChange={(allergens) => set(i, { ...row, allergens })}
                />
                <CodeCheckboxes
                  legend="Other ingredients a diet leaves out"
                  idPrefix={`${id}-ingredient`}
                  codes={ingredientCodes}
                  labels={INGREDIENT_LABELS}
                  checked={row.ingredients}
                  onChange={(ingredients) => set(i, { ...row, ingredients })}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {refusal && (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : `Save the ${TASTING_MENU_LABELS[menu].toLowerCase()}`}
      </Button>
    </form>
  );
}
