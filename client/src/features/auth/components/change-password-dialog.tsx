import { useId, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { ChangePasswordForm } from './change-password-form';

/**
 * The navigation's 'Change password' button and its dialog. Each opening starts empty (the form
 * unmounts on close); it cannot be closed while the change is being saved.
 */
export function ChangePasswordDialog({ username }: { username: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  return (
    <Dialog open={open} onOpenChange={(next) => (next || !saving) && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <KeyRound className="h-4 w-4" aria-hidden="true" />
          Change password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="px-6 pt-6">
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>
            Your other signed-in devices are signed out; this one stays signed in.
          </DialogDescription>
        </div>
        <ChangePasswordForm
          idPrefix={`${id}-password`}
          username={username}
          currentLabel="Current password"
          submitLabel="Change password"
          onPendingChange={setSaving}
          onChanged={() => {
            setOpen(false);
            toast({
              title: 'Password changed',
              description: 'Use your new password the next time you sign in.',
            });
          }}
          cancel={
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
          }
          className="flex min-h-0 flex-1 flex-col"
          fieldsClassName="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 pt-5 pb-4"
          footerClassName="flex flex-col-reverse gap-2 border-t border-border px-6 py-4 sm:flex-row sm:justify-end"
        />
      </DialogContent>
    </Dialog>
  );
}
