/**
 * A group of labelled checkboxes for a list of codes (allergens, diets), named by its legend:
 * keyboard-usable as the platform's own (Tab, Space), each code said in words. Without
 * `onChange` it is a plain form's field: each box posts its code under `name` when ticked.
 */
export function CodeCheckboxes<C extends string>({
  legend,
  idPrefix,
  codes,
  labels,
  checked,
  onChange,
  name,
}: {
  legend: string;
  idPrefix: string;
  codes: readonly C[];
  labels: Readonly<Record<C, string>>;
  checked: readonly C[];
  onChange?: (next: C[]) => void;
  name?: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {codes.map((code) => {
          const id = `${idPrefix}-${code}`;
          return (
            <div key={code} className="flex items-center gap-2">
              <input
                id={id}
                type="checkbox"
                className="h-4 w-4 shrink-0 accent-[var(--accent)]"
                name={name}
                value={name ? code : undefined}
                {...(onChange
                  ? {
                      checked: checked.includes(code),
                      onChange: (e: { target: { checked: boolean } }) =>
                        onChange(
                          e.target.checked
                            ? codes.filter((c) => c === code || checked.includes(c))
                            : checked.filter((c) => c !== code),
                        ),
                    }
                  : { defaultChecked: checked.includes(code) })}
              />
              <label htmlFor={id} className="text-sm first-letter:uppercase">
                {labels[code]}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
