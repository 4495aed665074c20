import type { BookingMessagesDto } from '../../contracts/messaging';
import { defineEndpoint as define, io } from '../endpoint';

// Staff's side of the messages to diners: beside the booking, each message and its state.

export const bookingMessages = define({
  method: 'GET',
  path: '/api/reservations/:id/messages',
  access: 'staff',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: BookingMessagesDto }>,
});
