import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

const MenuDialog = lazy(() => import('./menu-dialog'));

/** A 'View Menu' button; the dialog's code loads on first open and gives focus back on close. */
export function ViewMenuButton({
  className,
  variant = 'outline',
}: {
  className?: string;
  variant?: 'outline' | 'default';
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        variant={variant}
        size="lg"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        View Menu
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MenuDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
