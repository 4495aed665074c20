/**
 * A party waiting for a full seating: the life of its entry. The table's column type, the API
 * contracts, the service's moves and the screens' words all read this one module.
 *
 * waiting → offered (seats freed up and the party fits: they are held for it)
 * offered → booked (the diner claimed them in time) | expired (the hold ran out)
 * booked → expired (the claim's booking was released unpaid)
 * waiting | offered → left (the diner) | removed (staff)
 * expired → offered (staff offer again)
 */
export const waitlistStatuses = [
  'waiting',
  'offered',
  'booked',
  'expired',
  'left',
  'removed',
] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

/** Entries still in the queue: waiting their turn, or holding seats. */
export const OPEN_WAITLIST_STATUSES: readonly WaitlistStatus[] = ['waiting', 'offered'];

/** Entries whose seats are held: they count as taken for everyone else. */
export const HOLDING_WAITLIST_STATUS: WaitlistStatus = 'offered';

/** Where staff may offer seats from: a waiting party, or one whose hold ran out. */
export const OFFERABLE_BY_STAFF: readonly WaitlistStatus[] = ['waiting', 'expired'];

/** What the diner and staff read for each status. */
export const WAITLIST_STATUS_LABELS: Readonly<Record<WaitlistStatus, string>> = {
  waiting: 'Waiting',
  offered: 'Seats offered',
  booked: 'Booked',
  expired: 'Offer expired',
  left: 'Left the waitlist',
  removed: 'Removed by the restaurant',
};

/** How long freed seats are held for the party offered them, unless configured otherwise. */
export const DEFAULT_WAITLIST_HOLD_MINUTES = 30;

/** Open waitlist entries one diner may hold at once (online, with rate limits on). */
export const MAX_OPEN_WAITLIST_ENTRIES_PER_GUEST = 3;
