// Plain values, no zod: the page-view tracker in the public bundle reads these, and the
// analytics contract builds its schemas from the same numbers.

/** The anonymous visitor id the browser keeps in local storage. */
export const ANALYTICS_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const PAGE_PATH_MAX = 500;
export const USER_AGENT_MAX = 512;
export const REFERRER_MAX = 1000;
/** Widest or tallest screen side accepted, in CSS pixels. */
export const SCREEN_SIDE_MAX = 20_000;
