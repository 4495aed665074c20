// The corporate order's size limits, apart from the zod schemas: the corporate page (part of
// the public entry) needs the numbers, and importing them from the contract would put zod into
// every public page's first download.

/** Largest quantity of one dish in one order; more is a typing mistake or an attack. */
export const MAX_LINE_QUANTITY = 500;
/** Most distinct dishes in one order. */
export const MAX_ORDER_LINES = 50;
