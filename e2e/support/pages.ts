/** Every public page the shell tests visit, including a path no route knows. */
export const PUBLIC_PAGES = ['/', '/book', '/corporate', '/contact', '/login', '/missing-page'];

/** Every staff page; the standalone menu-management variant included. */
export const STAFF_PAGES = [
  '/staff',
  '/staff/reservations',
  '/staff/menu',
  '/staff/content',
  '/staff/orders',
  '/staff/menu-management',
  '/staff/users',
  '/staff/audit',
  '/staff/quotes',
  '/staff/messages',
];
