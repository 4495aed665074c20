import { pageQuerySchema } from './paging';
import { z } from 'zod';
import { waitlistStatuses } from '../domain/waitlist';
import { needsFitMenus } from './dietary-needs';
import { COURSE_TOTAL_MESSAGE, isoDateSchema, reservationFields } from './reservation';

// Zod only (docs/decisions/001): the booking page's waitlist offer, the diner's waitlist page,
// staff's list and the API share these.

/**
 * POST /api/waitlist: a party asks to wait for a full seating. The same fields, rules and words
 * as a booking (no menus yet: the party chooses them when it claims the seats).
 */
export const joinWaitlistSchema = reservationFields.pick({
  name: true,
  email: true,
  phone: true,
  date: true,
  timeSlot: true,
  guests: true,
  website: true,
  altcha: true,
});
export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;

/** 201 to a join: the entry and its place in the queue (1 is next). */
export const waitlistJoinedDtoSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
});
export type WaitlistJoinedDto = z.infer<typeof waitlistJoinedDtoSchema>;

/**
 * POST /api/waitlist/claim/{token}: the menus of the party offered seats, its wishes, and each
 * guest's dietary needs and the occasion as a booking takes them (an offer often comes inside the
 * day before, when the guest can no longer add needs by link). The party's size is the one it
 * joined with; the counts must seat every guest.
 */
export const claimWaitlistSchema = reservationFields
  .pick({
    vegCount: true,
    nonVegCount: true,
    specialRequests: true,
    dietaryNeeds: true,
    occasion: true,
    occasionNote: true,
  })
  .refine(...needsFitMenus);
export type ClaimWaitlistInput = z.infer<typeof claimWaitlistSchema>;
export { COURSE_TOTAL_MESSAGE };

const entryFields = {
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  timeSlot: z.string(),
  guests: z.number().int(),
  status: z.enum(waitlistStatuses),
  /** Place among the parties still waiting (1 is next); null once the entry is not waiting. */
  position: z.number().int().nullable(),
  /** While seats are offered: until when they are held (ISO). */
  holdExpiresAt: z.string().nullable(),
};

/** The diner's own entry, through the link in their e-mail (GET and DELETE /api/waitlist/manage). */
export const waitlistEntryDtoSchema = z.object(entryFields);
export type WaitlistEntryDto = z.infer<typeof waitlistEntryDtoSchema>;

/** GET /api/waitlist?date= (staff): one night's waitlist. */
export const staffWaitlistQuerySchema = z.object({ date: isoDateSchema });
/** GET /api/waitlist with `limit` or `cursor`: one page of the night (contracts/paging.ts). */
export const staffWaitlistPageQuerySchema = staffWaitlistQuerySchema.extend(pageQuerySchema.shape);

export const staffWaitlistEntryDtoSchema = z.object({
  ...entryFields,
  email: z.string(),
  phone: z.string(),
  offeredAt: z.string().nullable(),
  /** The booking a claimed offer became. */
  reservationId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type StaffWaitlistEntryDto = z.infer<typeof staffWaitlistEntryDtoSchema>;
