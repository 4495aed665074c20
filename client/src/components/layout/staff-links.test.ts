import { describe, expect, it } from 'vitest';
import { staffLinksFor } from './staff-links';

const labels = (user: { isAdmin: boolean } | null) => staffLinksFor(user).map((l) => l.label);

describe('staffLinksFor', () => {
  it('when the user is an admin, then every page, Users and Audit included', () => {
    expect(labels({ isAdmin: true })).toEqual([
      'Dashboard',
      'Reservations',
      'Seatings',
      'Special nights',
      'Menu',
      'Content',
      'Orders',
      'Quotes',
      'Messages',
      'Users',
      'Audit',
    ]);
  });

  it('when the user is staff, then no Menu, Content, Users or Audit; quote requests they answer', () => {
    expect(labels({ isAdmin: false })).toEqual([
      'Dashboard',
      'Reservations',
      'Orders',
      'Quotes',
      'Messages',
    ]);
  });

  it('when nobody is known yet, then only what every role may use', () => {
    expect(labels(null)).toEqual(['Dashboard', 'Reservations', 'Orders', 'Quotes', 'Messages']);
  });

  it('links point at their pages', () => {
    expect(staffLinksFor({ isAdmin: true }).map((l) => l.href)).toEqual([
      '/staff',
      '/staff/reservations',
      '/staff/seatings',
      '/staff/special-nights',
      '/staff/menu',
      '/staff/content',
      '/staff/orders',
      '/staff/quotes',
      '/staff/messages',
      '/staff/users',
      '/staff/audit',
    ]);
  });
});
