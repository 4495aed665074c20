// Every endpoint under /api, one entry each, grouped as the server's routers are. The client
// calls the API only through these entries (`api.call(endpoints.reservations.create, ...)`), and
// server/test/endpoint-table.integration.test.ts fails when the server routes a path that is not
// here or one of these is not routed. Bodies, queries and answers are types from the zod
// contracts, imported as types so no schema reaches the browser; the schemas themselves are in
// endpoint-schemas.ts. A body is what the client sends; a query is what the server reads once
// parsed; a `void` answer is 204 with no body.
//
// Import it as a namespace (`import * as endpoints`) and reach entries by their full name, never
// by taking an area apart: each entry is its own export, so the bundler keeps in a page's code
// only the endpoints it calls. Where an area serves guests and staff, the staff's endpoints sit
// in `<area>.staff.ts` for the same reason.

export * as auth from './endpoints/auth';
export * as users from './endpoints/users';
export * as audit from './endpoints/audit';
export * as analytics from './endpoints/analytics';
export * as content from './endpoints/content';
export * as siteSettings from './endpoints/site-settings';
export * as media from './endpoints/media';
export * as menu from './endpoints/menu';
export * as tastingMenu from './endpoints/tasting-menu';
export * as reservations from './endpoints/reservations';
export * as seatings from './endpoints/seatings';
export * as specialNights from './endpoints/special-nights';
export * as waitlist from './endpoints/waitlist';
export * as guests from './endpoints/guests';
export * as corporateOrders from './endpoints/corporate-orders';
export * as orders from './endpoints/orders';
export * as quoteRequests from './endpoints/quote-requests';
export * as messages from './endpoints/messages';
export * as payments from './endpoints/payments';
export * as messaging from './endpoints/messaging';
