import { useMemo } from 'react';
import type { ReservationDto, StaffReservationInput } from '@shared/contracts/reservation';
import { restaurantTastingMinutes, restaurantTimeZone } from '@/lib/dates/restaurant-today';
import { useBlockedSlots, useNightReservations } from '@/lib/reservations/staff-reservations';
import { useTimeSlots } from '@/lib/reservations/time-slots';
import { seatingChoices } from './seating-choices';

/**
 * The staff form's seatings for a date, from the data the staff screens already hold (the list,
 * the seatings and the blocks). `loading` until all three are in.
 */
export function useSeatingChoices(query: {
  date: string;
  guests: number;
  source: StaffReservationInput['source'];
  editing: ReservationDto | undefined;
}) {
  const { date, guests, source, editing } = query;
  // Only the chosen night's bookings: the seats left are counted from them.
  const reservations = useNightReservations(date);
  const seatings = useTimeSlots();
  const blocks = useBlockedSlots();
  const choices = useMemo(
    () =>
      date
        ? seatingChoices({
            date,
            guests,
            source,
            seatings: seatings.data ?? [],
            reservations: reservations.data ?? [],
            blocks: blocks.data ?? [],
            // Read as the inputs change; a seating that starts meanwhile is the server's to refuse.
            now: new Date(),
            timeZone: restaurantTimeZone(),
            tastingMinutes: restaurantTastingMinutes(),
            editing,
          })
        : [],
    [date, guests, source, seatings.data, reservations.data, blocks.data, editing],
  );
  return {
    choices,
    loading: (date !== '' && reservations.isPending) || seatings.isPending || blocks.isPending,
  };
}
