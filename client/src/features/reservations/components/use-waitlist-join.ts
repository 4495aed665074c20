import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { reservationFormSchema, ReservationInput } from '@shared/contracts/reservation';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiErrorCode } from '@/lib/api-client';
import { AVAILABILITY_KEY } from '@/lib/reservations/availability';
import { useJoinWaitlist } from '@/lib/reservations/waitlist';
import type { useRobotCheck } from '../proof/robot-check';
import type { JoinedWaitlist } from './waitlist-offer';

type FormInput = z.input<typeof reservationFormSchema>;
const CONTACT = ['name', 'email', 'phone'] as const;

/**
 * Joining a full seating's waitlist from the booking form: the diner's name, e-mail and phone
 * are checked as the form checks them, the robot check runs when the server asks (as for a
 * booking), and a refusal is said in a toast with the server's words.
 */
export function useWaitlistJoin(
  form: UseFormReturn<FormInput, unknown, ReservationInput>,
  robotCheck: ReturnType<typeof useRobotCheck>,
  onInvalid: () => void,
) {
  const queryClient = useQueryClient();
  const mutation = useJoinWaitlist();
  const [joined, setJoined] = useState<JoinedWaitlist>();

  const send = (timeSlot: string, altcha?: string) => {
    const v = form.getValues();
    const input = {
      name: v.name,
      email: v.email,
      phone: v.phone,
      date: v.date,
      timeSlot,
      guests: Number(v.guests),
      website: v.website,
      // The form's box answers for the waitlist's offer too.
      messagingConsent: v.messagingConsent === true,
    };
    mutation.mutate(
      { input, altcha },
      {
        onSuccess: (answer) => {
          robotCheck.reset();
          setJoined({ ...answer, date: input.date, timeSlot });
        },
        onError: (err) => {
          if (robotCheck.afterRefusal(err, altcha, (s) => send(timeSlot, s))) return;
          // The seating has room after all: the seats shown are read again.
          if (apiErrorCode(err) === 'seats_available') {
            void queryClient.invalidateQueries({ queryKey: [AVAILABILITY_KEY] });
          }
          toast({
            variant: 'destructive',
            title: 'Could not join the waitlist',
            description:
              err instanceof ApiError
                ? err.serverMessage('Please try again or call us.')
                : 'Please try again or call us.',
          });
        },
      },
    );
  };

  return {
    joined,
    pending: mutation.isPending,
    async join(timeSlot: string) {
      if (!(await form.trigger([...CONTACT]))) {
        onInvalid();
        return;
      }
      robotCheck.submit((altcha) => send(timeSlot, altcha));
    },
  };
}
