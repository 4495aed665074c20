import type { Ref } from 'react';
import { Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The small-screen menu button shared by the public navbar and the staff bar. */
export function MenuToggleButton({
  open,
  onToggle,
  controls,
  label,
  className,
  ref,
}: {
  open: boolean;
  onToggle: () => void;
  /** id of the menu it shows. */
  controls: string;
  /** What it opens, e.g. 'menu' or 'staff menu'. */
  label: string;
  className: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="icon"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? `Close ${label}` : `Open ${label}`}
      onClick={onToggle}
    >
      {open ? (
        <X className="h-5 w-5" aria-hidden="true" />
      ) : (
        <Menu className="h-5 w-5" aria-hidden="true" />
      )}
    </Button>
  );
}
