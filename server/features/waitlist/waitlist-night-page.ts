import { z, ZodError } from 'zod';
import { CURSOR_MESSAGE, type PageQuery } from '@shared/contracts/paging';
import type { StaffWaitlistEntryDto } from '@shared/contracts/waitlist';
import { decodeCursor, pageOf, type KeysetPage } from '../../lib/keyset-page';

const waitlistKeySchema = z.tuple([z.string().max(100), z.number().int().positive()]);

/**
 * A page of one night's waitlist, in its order (seating, then joining order). A party's place
 * counts the parties ahead of it in the whole night's queue, so the night is read whole (one
 * range of the night's index, and a night's queue is bounded by its seatings) and then cut.
 */
export function waitlistNightPage(
  night: StaffWaitlistEntryDto[],
  query: PageQuery,
): KeysetPage<StaffWaitlistEntryDto> {
  const after = decodeCursor(query.cursor, waitlistKeySchema);
  // The night comes in the database's order; the cursor's entry is found in it by id, so no
  // second idea of text order is needed. Entries are never deleted (a removal is a status), so
  // a cursor naming none of the night's entries was not written for this night.
  const at = after ? night.findIndex((e) => e.id === after[1] && e.timeSlot === after[0]) : -1;
  if (after && at < 0) {
    throw new ZodError([
      { code: 'custom', path: ['cursor'], message: CURSOR_MESSAGE, input: query.cursor },
    ]);
  }
  const rest = after ? night.slice(at + 1) : night;
  return pageOf(
    rest.slice(0, query.limit + 1),
    query.limit,
    (e) => [e.timeSlot, e.id],
    night.length,
  );
}
