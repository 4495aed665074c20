import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useEmailProof } from '../api/email-proof';

/**
 * Shown when the per-guest caps refused a booking: if strangers booked with the diner's e-mail
 * or phone, the diner proves the address with a link we mail, and books from that link.
 */
export function EmailProofOffer({ email }: { email: () => string }) {
  const emailProof = useEmailProof();
  const status = useRef<HTMLParagraphElement>(null);
  const ask = () =>
    emailProof.mutate(email(), {
      onSuccess: (answer) => {
        toast({ title: 'Check your inbox', description: answer.message });
      },
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: 'Could not send the link',
          description:
            err instanceof ApiError
              ? err.serverMessage('Please try again later.')
              : 'Please try again later.',
        }),
    });
  // The panel's own text now says what happened: focus moves to it once it is on screen (the
  // button that had focus is gone by then).
  const sent = emailProof.isSuccess;
  useEffect(() => {
    if (sent) status.current?.focus();
  }, [sent]);
  return (
    <div
      className="rounded-md border border-border bg-muted/40 p-4 text-sm"
      role="region"
      aria-label="Confirm your e-mail address"
    >
      {emailProof.isSuccess ? (
        <p ref={status} tabIndex={-1} className="outline-none">
          {emailProof.data.message}
        </p>
      ) : (
        <>
          <p>
            Has someone else booked with your e-mail address or phone? Confirm the address is yours:
            we e-mail you a link, and you book from it.
          </p>
          <Button
            type="button"
            variant="outline"
            className="mt-3"
            onClick={ask}
            disabled={emailProof.isPending}
          >
            {emailProof.isPending ? 'Sending...' : 'E-mail me a confirmation link'}
          </Button>
        </>
      )}
    </div>
  );
}
