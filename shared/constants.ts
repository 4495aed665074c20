/** Business constants shared by the client forms, the server rules and the tests. */

export const BRAND_NAME = 'The Tasting Room';
export const BRAND_SUBTITLE = 'An extraordinary 10-course tasting menu';

/** The three nightly seatings, in service order. Times are HH:mm in the restaurant's zone. */
export const SEATINGS = [
  { slot: '7:00 PM - 8:00 PM', startTime: '19:00', endTime: '20:00', order: 1 },
  { slot: '8:00 PM - 9:00 PM', startTime: '20:00', endTime: '21:00', order: 2 },
  { slot: '9:00 PM - 10:00 PM', startTime: '21:00', endTime: '22:00', order: 3 },
] as const;
export const DEFAULT_SEATING_CAPACITY = 10;

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 10;

/** Whole rupees per cover, before GST. */
export const VEG_COURSE_PRICE_RUPEES = 949;
export const NON_VEG_COURSE_PRICE_RUPEES = 999;
export const GST_RATE = 0.05;
/** The rate as every text states it ("5%"): built from GST_RATE, so no text can disagree with it. */
export const GST_PERCENT = `${Math.round(GST_RATE * 10_000) / 100}%`;

/** Staff order list: an order without a stored total is shown at this much per attendee. */
export const CORPORATE_FALLBACK_RUPEES_PER_ATTENDEE = 1499;
/** The corporate discount on direct dine-ins and B2C orders, in percent. */
export const CORPORATE_DISCOUNT_PERCENT = 10;
/** How long a payment link e-mailed to a buyer's accounts team can be paid. */
export const PAYMENT_LINK_VALID_DAYS = 7;
/** Payments and prices are in Indian rupees. */
export const CURRENCY = 'INR';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const DEFAULT_RESTAURANT_TIMEZONE = 'Asia/Kolkata';

/** The days of the week, Monday first, as people write them. */
export const DAYS_OF_WEEK = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Fixed opening hours of the footer. */
export const FOOTER_OPENING_HOURS = DAYS_OF_WEEK.map((day) => ({ day, hours: '11 AM - 11 PM' }));

export const CONTENT_SECTION_NAMES = ['hero', 'about', 'footer', 'reservation', 'contact'] as const;
export type ContentSectionName = (typeof CONTENT_SECTION_NAMES)[number];

export const SETTING_CORPORATE_ORDERING = 'corporate-ordering';
export const SETTING_CONTACT = 'contact';
export const SETTING_SOCIAL = 'social';
/** The restaurant's legal details for tax invoices (shared/contracts/legal-settings.ts), as JSON. */
export const SETTING_LEGAL = 'legal';
/** The week's opening hours (shared/opening-hours.ts), as JSON. */
export const SETTING_OPENING_HOURS = 'opening-hours';
/** How many days ahead diners may book, as a whole number. */
export const SETTING_BOOKING_WINDOW = 'booking-window-days';
/** The booking payment policy (deposits, prepaid seats, the cancellation window), as JSON. */
export const SETTING_BOOKING_PAYMENTS = 'booking-payments';
export const DEFAULT_BOOKING_WINDOW_DAYS = 90;
export const MAX_BOOKING_WINDOW_DAYS = 730;

/** Media purposes (plus 'about-image', which Home reads). */
export const MEDIA_PURPOSES = [
  { value: 'veg-menu', label: 'Veg Menu PDF' },
  { value: 'non-veg-menu', label: 'Non-Veg Menu PDF' },
  { value: 'hero', label: 'Hero Image' },
  { value: 'about-image', label: 'About Section Image' },
  { value: 'logo', label: 'Restaurant Logo' },
  { value: 'gallery', label: 'Gallery Image' },
  { value: 'chef', label: 'Chef Profile' },
  { value: 'ambiance', label: 'Restaurant Ambiance' },
  { value: 'dish', label: 'Dish Showcase' },
  { value: 'reservation', label: 'Reservation Image' },
  { value: 'other', label: 'Other' },
] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number]['value'];

/** What an upload may be, decided from the file's bytes, never from its name or header. */
export const ALLOWED_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'application/pdf',
] as const;

/** Widths of the WebP variants made for uploaded photos (used in srcset). */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
