/** What can take focus inside a widget marked invalid: a calendar's day, a seating, a field. */
const FOCUSABLE_INSIDE =
  '[data-day] button:not([tabindex="-1"]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled])';

/**
 * After a refused submit, focus the first field (in page order) that shows an error, so a
 * keyboard or screen-reader user lands on it. The booking form's calendar and seating choices
 * are widgets react-hook-form cannot focus itself; inside them this takes the day or seating
 * that holds the focus stop. Waits a frame for the error marks to render.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    const target = invalid.matches('input, select, textarea')
      ? invalid
      : invalid.querySelector<HTMLElement>(FOCUSABLE_INSIDE);
    (target ?? invalid).focus();
  });
}
