import type { AffectedNight } from './contracts/seatings';

/**
 * Every `code` an API answer may carry. The server can only throw these (AppError takes this
 * type) and the client can only compare against these, so a misspelt code fails the typecheck
 * on either side. A new code starts here.
 */
export type ApiErrorCode =
  // The request itself: unreadable or oversized body, a broken upload, or a failure on our side.
  | 'bad_request'
  | 'invalid_input'
  | 'invalid_json'
  | 'too_large'
  | 'unsupported_encoding'
  | 'unsupported_charset'
  | 'unsupported_media_type'
  | 'range_not_satisfiable'
  | 'request_aborted'
  | 'method_not_allowed'
  | 'not_found'
  | 'internal_error'
  // Who is asking, and how often.
  | 'unauthorized'
  | 'forbidden'
  | 'password_change_required'
  | 'rate_limited'
  // A rule of the restaurant refused the change.
  | 'conflict'
  | 'challenge_required'
  | 'challenge_failed'
  | 'guest_booking_limit'
  | 'email_proof_invalid'
  | 'idempotency_key_reused'
  | 'username_taken'
  | 'self_disable'
  | 'last_admin'
  | 'ordering_closed'
  | 'item_unavailable'
  | 'prices_changed'
  | 'closed_day'
  | 'outside_booking_window'
  | 'bookings_affected'
  | 'seating_has_bookings'
  | 'dietary_needs_locked'
  // The waitlist: the party fits now (book instead), an offer whose hold ran out.
  | 'seats_available'
  | 'hold_expired'
  // Card payments.
  | 'payments_unavailable'
  | 'gateway_unavailable'
  | 'payment_verification_failed'
  | 'invalid_signature'
  // Pay by link: too little time left before the delivery, or the link is past its date.
  | 'payment_link_too_late'
  | 'payment_link_expired';

/**
 * The body of every non-2xx API answer. `code` is stable and meant for programs (the client,
 * monitoring, tests); `message` is written for people and may change.
 */
export type ApiErrorBody = {
  message: string;
  code: ApiErrorCode;
  errors?: { path: string; message: string }[];
  /** With `seating_has_bookings`: each night a seating change would leave parties without seats. */
  nights?: AffectedNight[];
};
