// A visitor may type into a form, tick a box or pick an option before the island's code has
// arrived. Hydration keeps what is on screen, but React's state (and a form library's) still
// holds what the server rendered, and the next render would put that back. So the changes are
// noted before hydration and made again after it, as input events React hears.

type Typed =
  | { kind: 'value'; field: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { kind: 'checked'; field: HTMLInputElement; checked: boolean }
  | { kind: 'select'; field: HTMLSelectElement; value: string };

const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/** The fields in `root` whose value differs from what the server rendered. */
export function typedValues(root: HTMLElement): Typed[] {
  const typed: Typed[] = [];
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) {
        typed.push({ kind: 'select', field, value: field.value });
      }
    } else if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) {
      continue;
    } else if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.checked !== field.defaultChecked) {
        typed.push({ kind: 'checked', field, checked: field.checked });
      }
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue)
        typed.push({ kind: 'value', field, value: field.value });
    }
  }
  return typed;
}

/**
 * Sets a value past React's own record of it (the element's prototype setter), so the input
 * event that follows reads as a change and reaches onChange.
 */
function setValueAsTyped(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  // Through React's tracker first, so the value below differs from what it last saw.
  field.value = value === '' ? ' ' : '';
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Makes each noted change again on the hydrated island (fields it re-rendered are skipped). */
export function replayTypedValues(typed: readonly Typed[]): void {
  for (const entry of typed) {
    if (!entry.field.isConnected) continue;
    switch (entry.kind) {
      case 'value':
        setValueAsTyped(entry.field, entry.value);
        break;
      case 'checked':
        // React hears a box or a radio by its click; the click sets it to what was chosen.
        entry.field.checked = !entry.checked;
        entry.field.click();
        break;
      case 'select':
        entry.field.value = entry.value;
        entry.field.dispatchEvent(new Event('change', { bubbles: true }));
        break;
    }
  }
}
