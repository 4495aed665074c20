import { useState, type ReactNode } from 'react';
import { CANCEL_REASON_MAX } from '@shared/contracts/reservation';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

/**
 * Asked when a staff change would close on booked parties (a block, a smaller or closed
 * seating): who they are, and what to do with them. Cancelling e-mails each guest the words
 * typed here, so the dialog keeps that message and forgets it when it closes.
 */
export function AffectedPartiesDialog({
  open,
  title,
  description,
  listLabel,
  children,
  fields,
  messageId,
  busy,
  backLabel,
  actions,
  onClose,
  onClosed,
}: {
  open: boolean;
  title: string;
  description: string;
  /** The accessible name of the list of parties. */
  listLabel: string;
  /** The list's items. */
  children: ReactNode;
  /** Further questions above the message (where to move the parties). */
  fields?: ReactNode;
  messageId: string;
  busy: boolean;
  backLabel: string;
  /** The choices, given the message as typed. */
  actions: (message: string) => ReactNode;
  onClose: () => void;
  /** Where focus goes once the dialog has gone, when no button opened it to return to. */
  onClosed?: () => void;
}) {
  const [message, setMessage] = useState('');
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setMessage('');
          onClose();
        }
      }}
    >
      {open && (
        <AlertDialogContent
          wide
          onCloseAutoFocus={
            onClosed
              ? (e) => {
                  e.preventDefault();
                  onClosed();
                }
              : undefined
          }
        >
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
          <ul
            className="mt-4 max-h-56 divide-y divide-border overflow-y-auto rounded-md border border-border text-sm"
            aria-label={listLabel}
          >
            {children}
          </ul>
          {fields}
          <Field
            id={messageId}
            label="Message to the guests if cancelled (optional)"
            hint="Sent in each cancellation e-mail."
            className="mt-4 space-y-1.5"
          >
            <Textarea
              value={message}
              maxLength={CANCEL_REASON_MAX}
              rows={3}
              onChange={(e) => setMessage(e.target.value)}
            />
          </Field>
          <AlertDialogFooter className="flex-wrap">
            <AlertDialogCancel disabled={busy}>{backLabel}</AlertDialogCancel>
            {actions(message)}
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
