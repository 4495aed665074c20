import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

const MenuDialog = lazy(() => import('./menu-dialog'));

/** A 'View Menu' button; the dialog's code loads on first open. */
export function ViewMenuButton({
  className,
  variant = 'outline',
}: {
  className?: string;
  variant?: 'outline' | 'default';
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        size="lg"
        className={className}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        View Menu
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MenuDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
