/**
 * The wait for what answers a booking (or a change that adds seats) sent from the page under
 * test. A test file's server counts the page's bookings as one network's, and from the
 * network's third attempt within the hour the form first solves the robot check: a proof of
 * work in the browser, about a second on a phone, and more than the default 7 s on a busy 2-core
 * CI machine. What follows the check is the same; only the wait is longer.
 */
export const PAST_ROBOT_CHECK = { timeout: 30_000 };
