import { Loader2, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { MenuItemDto } from '@shared/contracts/menu';
import { Button } from '@/components/ui/button';
import { useStaffMenuItems } from '../api/menu-items';
import { DeleteMenuItemDialog } from './delete-menu-item-dialog';
import { MenuItemCard } from './menu-item-card';
import { MenuItemDialog } from './menu-item-dialog';

type OpenDialog =
  { kind: 'add' } | { kind: 'edit'; item: MenuItemDto } | { kind: 'remove'; item: MenuItemDto };

/**
 * The menu tools both menu routes show: Add Menu Item, the grid of every item and the dialogs.
 * The dialogs live here rather than in the cards, so one that is open or saving outlives a card
 * that leaves the list. When a dialog closes, focus goes back to the button that opened it, or
 * to Add Menu Item when that button left with its item.
 */
export function MenuManager() {
  const items = useStaffMenuItems();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openerGone = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);

  const show = (next: OpenDialog, from: HTMLElement) => {
    opener.current = from;
    openerGone.current = false;
    setDialog(next);
  };
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const back = opener.current;
    (back?.isConnected && !openerGone.current ? back : addButton.current)?.focus();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">
          Dishes of the corporate catering menu. Inactive items stay here but buyers don't see them.
        </p>
        <Button
          ref={addButton}
          aria-haspopup="dialog"
          onClick={(event) => show({ kind: 'add' }, event.currentTarget)}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Menu Item
        </Button>
      </div>
      {items.isPending ? (
        <p
          role="status"
          className="flex items-center justify-center gap-3 py-16 text-muted-foreground"
        >
          <Loader2 className="h-6 w-6 animate-spin text-accent" aria-hidden="true" />
          Loading menu items...
        </p>
      ) : items.isError ? (
        <div role="alert" className="rounded-lg border border-destructive p-4">
          <p>The menu could not be loaded.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void items.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          No menu items found. Add your first menu item to get started.
        </p>
      ) : (
        <ul aria-label="Menu items" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.data.map((item) => (
            <li key={item.id} className="flex">
              <MenuItemCard
                item={item}
                onEdit={(it, from) => show({ kind: 'edit', item: it }, from)}
                onRemove={(it, from) => show({ kind: 'remove', item: it }, from)}
              />
            </li>
          ))}
        </ul>
      )}
      <MenuItemDialog
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        item={dialog?.kind === 'edit' ? dialog.item : undefined}
        onClose={() => setDialog(null)}
        onCloseAutoFocus={restoreFocus}
      />
      <DeleteMenuItemDialog
        item={dialog?.kind === 'remove' ? dialog.item : undefined}
        onClose={({ gone }) => {
          openerGone.current = gone;
          setDialog(null);
        }}
        onCloseAutoFocus={restoreFocus}
      />
    </div>
  );
}
