import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type {
  ClaimWaitlistInput,
  JoinWaitlistInput,
  WaitlistEntryDto,
} from '@shared/contracts/waitlist';
import { api } from '@/lib/api-client';
import { AVAILABILITY_KEY } from './availability';
import { bookingResultOf, type BookingResult } from './create-reservation';
import { waitlistEntryQueryOptions } from './waitlist-entry';

export { waitlistEntryQueryOptions };

// The diner's side of a full seating's waitlist: joining from the booking page, and the page of
// the link in their e-mail (their place, the seats offered to them, leaving).

export type JoinRequest = { input: JoinWaitlistInput; altcha?: string | undefined };

/** POST /api/waitlist; the form reports a refusal itself (it may have to run the robot check). */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: ({ input, altcha }: JoinRequest) =>
      api.call(endpoints.waitlist.join, { body: { ...input, altcha } }),
    meta: { toastOnError: false },
  });
}

export const useWaitlistEntry = (token: string) => useQuery(waitlistEntryQueryOptions(token));

/** Leaving gives back any seats held: the entry and the night's seats are read again. */
export function useLeaveWaitlist(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.waitlist.leave, { params: { token } }),
    meta: { errorTitle: 'Could not leave the waitlist', errorFallback: 'Please call us.' },
    onSuccess: async (entry) => {
      queryClient.setQueryData(waitlistEntryQueryOptions(token).queryKey, entry);
      await queryClient.invalidateQueries({ queryKey: [AVAILABILITY_KEY] });
    },
  });
}

/**
 * Books the seats held for the party, as the confirmation shows a booking (held unpaid, with the
 * payment dialog's order, when the payment policy asks the party to pay now); the page shows a
 * refusal (410: the hold ran out) itself.
 */
export function useClaimWaitlist(token: string, entry: WaitlistEntryDto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClaimWaitlistInput): Promise<BookingResult> => {
      const answer = await api.call(endpoints.waitlist.claim, { params: { token }, body: input });
      // The entry's page knows the party's name; the dialog asks for the rest of the payer.
      return bookingResultOf(answer, { ...entry, ...input, email: '', phone: '' });
    },
    meta: { toastOnError: false },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistEntryQueryOptions(token).queryKey }),
        queryClient.invalidateQueries({ queryKey: [AVAILABILITY_KEY] }),
      ]),
  });
}
