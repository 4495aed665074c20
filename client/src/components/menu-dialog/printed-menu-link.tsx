import { FileText } from 'lucide-react';

/**
 * 'View the printed menu': takes the diner past the text menu to the uploaded file below it,
 * moving focus there too, so keyboard and screen-reader users land where sighted ones look.
 */
export function PrintedMenuLink({ target }: { target: string }) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-accent underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
      onClick={() => {
        const heading = document.getElementById(target);
        heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        heading?.focus({ preventScroll: true });
      }}
    >
      <FileText className="h-4 w-4" aria-hidden="true" />
      View the printed menu
    </button>
  );
}
