// A form posted without JavaScript (POST /book) is answered with its page rendered again: the
// server hands the page this answer, and the page shows it beside the fields it posted.

/** The booking form's name in an answer; a page shows only the answer to its own form. */
export const BOOKING_FORM = 'booking';

/** What the server says back to a posted form: the values as sent, and what was wrong. */
export type FormAnswer = {
  /** Which form was posted, e.g. BOOKING_FORM. */
  form: string;
  values: Record<string, string>;
  /** Messages by field name, as the shared schema words them. */
  errors: Record<string, string>;
  /** A refusal not tied to one field (a full seating, a rate limit, the robot check). */
  message?: string;
  /** The refusal's machine name (e.g. 'challenge_required'), when there is one. */
  code?: string;
};

/**
 * The booking page's own forms without JavaScript (pay, change, cancel), posted to paths under
 * the booking's page and answered with that page; `values.action` says which was posted.
 */
export const MANAGE_BOOKING_FORM = 'manage-booking';

/** The booking page's query that asks, as a page of its own, whether to cancel. */
export const CANCEL_QUESTION = { name: 'cancel', value: 'ask' } as const;

/** The payment sandbox's page of a payment link, paid with a plain form (POST /pay/:linkId). */
export const SANDBOX_LINK_FORM = 'sandbox-payment-link';
