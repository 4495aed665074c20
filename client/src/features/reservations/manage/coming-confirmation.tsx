import { useEffect, useRef } from 'react';
import { CalendarCheck } from 'lucide-react';
import type { ReservationDto } from '@shared/contracts/reservation';
import { COMING_LINK_PARAM } from '@shared/domain/attendance';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useConfirmComing } from '../api/manage-booking';

/**
 * 'I'm coming': the guest tells us to expect them, by the reminder's link (the page records it
 * as it opens, from the browser, so a mail scanner fetching the link records nothing) or with
 * the button here. Once said, the page says so.
 */
export function ComingConfirmation({ token, booking }: { token: string; booking: ReservationDto }) {
  const confirm = useConfirmComing(token);
  const asked = useRef(false);
  const confirmed = booking.attendanceConfirmedAt !== null;

  useEffect(() => {
    if (asked.current || confirmed) return;
    if (new URLSearchParams(window.location.search).get(COMING_LINK_PARAM) !== '1') return;
    asked.current = true;
    confirm.mutate();
  }, [confirm, confirmed]);

  if (confirmed) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        <CalendarCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
        Thank you: we know you are coming. See you soon!
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <Button type="button" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
        I&apos;m coming
      </Button>
      {confirm.isError && (
        <p className="text-sm text-destructive">
          {confirm.error instanceof ApiError
            ? confirm.error.serverMessage('Please try again or call us.')
            : 'Please try again or call us.'}
        </p>
      )}
    </div>
  );
}
