import type { MenuItemDto } from '@shared/contracts/menu';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useDeleteMenuItem } from '../api/menu-items';

/**
 * Remove asks first; the dialog stays open, saying 'Deleting...', until the server answers.
 * `onClose` learns whether the item is gone (deleted now, or already by someone else), so focus
 * is not sent back to its vanished Remove button. Orders already placed keep their own copy.
 */
export function DeleteMenuItemDialog({
  item,
  onClose,
  onCloseAutoFocus,
}: {
  /** The item to ask about; none: the dialog is closed. */
  item: MenuItemDto | undefined;
  onClose: (outcome: { gone: boolean }) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const remove = useDeleteMenuItem();
  const close = (gone: boolean) => {
    remove.reset();
    onClose({ gone });
  };
  return (
    <AlertDialog
      open={item !== undefined}
      onOpenChange={(next) => !next && !remove.isPending && close(false)}
    >
      {item && (
        <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialogTitle>Remove {item.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this menu item?
          </AlertDialogDescription>
          <p className="mt-2 text-sm text-muted-foreground">
            Orders already placed keep it; to hide it for a while, switch it off instead.
          </p>
          <AlertDialogFooter>
            <AlertDialogCancel asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(item.id, {
                  onSuccess: () => {
                    toast({ title: 'Menu Item Deleted' });
                    close(true);
                  },
                  // The toast says why (the mutation's meta); a 404 means it was already gone.
                  onError: (error) => close(error instanceof ApiError && error.status === 404),
                })
              }
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
