import type { WaitlistEntryDto } from '../../contracts/waitlist';
import { defineEndpoint as define, io } from '../endpoint';

// The waitlist of a full seating: a party joins, sees its place, leaves, or books the seats it
// is offered. What the diner does is in waitlist.actions.ts and staff's side in
// waitlist.staff.ts, both re-exported here: the page of the diner's link reads its entry on the
// server, so this file is part of every public first load and holds only that read.

/** The diner's own entry, through the link in their e-mail. */
export const manage = define({
  method: 'GET',
  path: '/api/waitlist/manage/:token',
  access: 'public',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: WaitlistEntryDto }>,
});

export * from './waitlist.actions';
export * from './waitlist.staff';
