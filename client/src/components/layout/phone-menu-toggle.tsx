import { useEffect, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';
import { MenuToggleButton } from './menu-toggle-button';

/** The phone menu's panel: plain markup in the navbar, shown by this toggle (or by its anchor). */
export const PHONE_MENU_ID = 'mobile-menu';

/**
 * The phone menu's toggle. Until it has loaded (and without JavaScript) it is a link to the
 * panel, which the :target rule in index.css shows; once loaded it is a disclosure button that
 * marks the panel open (data-open), closes it on Escape (focus back on the toggle) and when a
 * link in it is chosen.
 */
export function PhoneMenuToggle() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const panel = document.getElementById(PHONE_MENU_ID);
    if (!panel) return;
    // From here on the button decides; a visitor who opened it by its anchor keeps it open (from
    // the next frame: the anchor's :target rule holds it open until then).
    panel.setAttribute('data-enhanced', '');
    const frame =
      window.location.hash === `#${PHONE_MENU_ID}`
        ? requestAnimationFrame(() => setOpen(true))
        : undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !panel.hasAttribute('data-open')) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
    };
    const nav = panel.closest('nav') ?? panel;
    nav.addEventListener('keydown', onKeyDown);
    panel.addEventListener('click', onClick);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      nav.removeEventListener('keydown', onKeyDown);
      panel.removeEventListener('click', onClick);
      panel.removeAttribute('data-enhanced');
    };
  }, []);

  useEffect(() => {
    document.getElementById(PHONE_MENU_ID)?.toggleAttribute('data-open', open);
  }, [open]);

  if (!hydrated) {
    return (
      <Button asChild variant="ghost" size="icon" className="md:hidden">
        <a href={`#${PHONE_MENU_ID}`} aria-label="Open menu">
          <Menu className="h-5 w-5" aria-hidden="true" />
        </a>
      </Button>
    );
  }
  return (
    <MenuToggleButton
      ref={toggleRef}
      open={open}
      onToggle={() => setOpen((value) => !value)}
      controls={PHONE_MENU_ID}
      label="menu"
      className="md:hidden"
    />
  );
}
