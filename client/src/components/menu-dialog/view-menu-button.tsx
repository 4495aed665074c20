import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Island } from '@/islands/island';
import { useHydrated } from '@/lib/use-hydrated';

const MenuDialog = lazy(() => import('./menu-dialog'));

/**
 * A 'View Menu' button; the dialog's code loads on first open and gives focus back on close.
 * Until the app has hydrated (and without JavaScript) it is a link to the menu page, which shows
 * the same menus.
 */
type ViewMenuProps = {
  className?: string;
  variant?: 'outline' | 'default' | 'photoOutline';
};

export function ViewMenuButton({ className, variant = 'outline' }: ViewMenuProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <Button asChild variant={variant} size="lg" className={className}>
        <a href={paths.menu}>View Menu</a>
      </Button>
    );
  }
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

/** The View Menu button as an island: the page around it is never hydrated for it. */
export function ViewMenu(props: ViewMenuProps) {
  return <Island name="view-menu" component={ViewMenuButton} props={props} />;
}
