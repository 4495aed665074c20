import { MAX_GUESTS } from '../constants';

// The booking form without JavaScript posts flat form fields (POST /book); the server reads
// them back into the booking contract, and answers them as flat strings (a FormAnswer) when it
// shows the page again. The names live here so the plain form, the server and the full form
// that takes over from the plain one read them alike.

/** The fields the plain booking form posts besides each guest's needs; the honeypot is apart. */
export const PLAIN_BOOKING_FIELDS = [
  'name',
  'email',
  'phone',
  'date',
  'timeSlot',
  'guests',
  'vegCount',
  'nonVegCount',
  'specialRequests',
  'occasion',
  'occasionNote',
  'messagingConsent',
] as const;

/**
 * The date typed into the plain form, beside `date` (the night whose seatings are shown, which
 * is the one booked): 'Show seatings' shows this one.
 */
export const NIGHT_FIELD = 'night';

/** The plain form's button that shows the seatings of the typed night rather than booking. */
export const SHOW_SEATINGS = { name: 'intent', value: 'show-seatings' } as const;

export type PlainNeedPart = 'menu' | 'allergens' | 'preferences' | 'note';

/** The name of one part of guest `index`'s needs (0-based), e.g. `needs.0.allergens`. */
export const plainNeedField = (index: number, part: PlainNeedPart) => `needs.${index}.${part}`;

/** Every needs field the plain form may post, guest by guest. */
export const PLAIN_NEEDS_FIELDS: readonly string[] = Array.from({ length: MAX_GUESTS }, (_, i) =>
  (['menu', 'allergens', 'preferences', 'note'] as const).map((part) => plainNeedField(i, part)),
).flat();

/** A list posted as checkboxes (the field repeated), carried as one comma-separated string. */
export const listOf = (value: string | undefined): string[] =>
  (value ?? '').split(',').filter((code) => code !== '');

/**
 * The guests' needs as the plain form posted them, in the booking contract's shape: one entry a
 * guest who declared anything (an allergen, a diet or a note), in guest order. Codes are passed
 * on as posted: the shared schema refuses any it does not know.
 */
export function plainNeedsOf(values: Readonly<Record<string, string>>): {
  menu: string;
  allergens: string[];
  preferences: string[];
  note?: string;
}[] {
  return Array.from({ length: MAX_GUESTS }, (_, i) => {
    const allergens = listOf(values[plainNeedField(i, 'allergens')]);
    const preferences = listOf(values[plainNeedField(i, 'preferences')]);
    const note = (values[plainNeedField(i, 'note')] ?? '').trim();
    const menu = values[plainNeedField(i, 'menu')] ?? '';
    if (allergens.length === 0 && preferences.length === 0 && note === '') return undefined;
    return { menu, allergens, preferences, ...(note ? { note } : {}) };
  }).filter((need) => need !== undefined);
}

/** The booking contract's input from the plain form's flat values (before the schema). */
export function plainBookingInput(values: Readonly<Record<string, string>>) {
  const text = (name: string) => values[name] ?? '';
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    date: text('date'),
    timeSlot: text('timeSlot'),
    guests: text('guests'),
    vegCount: text('vegCount'),
    nonVegCount: text('nonVegCount'),
    specialRequests: text('specialRequests'),
    // A checkbox is posted only when ticked.
    messagingConsent: text('messagingConsent') !== '',
    dietaryNeeds: plainNeedsOf(values),
    occasion: text('occasion') || null,
    ...(text('occasion') && text('occasionNote') ? { occasionNote: text('occasionNote') } : {}),
  };
}
