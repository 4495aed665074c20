import type {
  MessageAlertsDto,
  MessageDto,
  MessagesPageDto,
  MessagesQuery,
} from '../../contracts/messages';
import { defineEndpoint as define, io } from '../endpoint';

// /api/messages: the messages sent or to be sent to guests (e-mail now), for staff.

/** A page of messages, newest first; `limit` has a default. */
export const list = define({
  method: 'GET',
  path: '/api/messages',
  access: 'staff',
  errors: ['invalid_input'],
  io: io<{ query: Partial<MessagesQuery>; response: MessagesPageDto }>,
});

/** What the dashboard warns about: failures of the last day, jobs paused since a restore. */
export const alerts = define({
  method: 'GET',
  path: '/api/messages/alerts',
  access: 'staff',
  errors: [],
  io: io<{ response: MessageAlertsDto }>,
});

/** Sends a failed message again (a new set of tries); a message not failed answers 409. */
export const resend = define({
  method: 'POST',
  path: '/api/messages/:id/resend',
  access: 'staff',
  errors: ['invalid_input', 'not_found', 'conflict'],
  io: io<{ response: MessageDto }>,
});
