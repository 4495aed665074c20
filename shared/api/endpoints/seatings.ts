import type { z } from 'zod';
import type { TimeSlotDto } from '../../contracts/reservation';
import type {
  SeatingChangeDto,
  timeSlotCreateSchema,
  timeSlotUpdateSchema,
} from '../../contracts/seatings';
import { defineEndpoint as define, io } from '../endpoint';

// Admins shape the nightly seatings; the list itself is GET /api/time-slots (reservations).

export const create = define({
  method: 'POST',
  path: '/api/time-slots',
  access: 'admin',
  errors: ['invalid_input', 'conflict'],
  io: io<{ body: z.input<typeof timeSlotCreateSchema>; response: TimeSlotDto }>,
});

/**
 * A change that would leave booked parties without seats answers 409 seating_has_bookings with
 * the nights concerned, until `bookings` says to move or cancel them.
 */
export const update = define({
  method: 'PUT',
  path: '/api/time-slots/:id',
  access: 'admin',
  errors: ['invalid_input', 'not_found', 'conflict', 'seating_has_bookings', 'bad_request'],
  io: io<{ body: z.input<typeof timeSlotUpdateSchema>; response: SeatingChangeDto }>,
});
