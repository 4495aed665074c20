import type { SignedInUserDto } from '@shared/contracts/auth';
import { paths } from '@/config/paths';

/** A page of the staff navigation; `adminOnly` pages are refused by the server to other staff. */
export type StaffLink = { href: string; label: string; adminOnly: boolean };

export const STAFF_LINKS: readonly StaffLink[] = [
  { href: paths.staff.dashboard, label: 'Dashboard', adminOnly: false },
  { href: paths.staff.reservations, label: 'Reservations', adminOnly: false },
  { href: paths.staff.seatings, label: 'Seatings', adminOnly: true },
  { href: paths.staff.specialNights, label: 'Special nights', adminOnly: true },
  { href: paths.staff.menu, label: 'Menu', adminOnly: true },
  { href: paths.staff.content, label: 'Content', adminOnly: true },
  { href: paths.staff.orders, label: 'Orders', adminOnly: false },
  { href: paths.staff.quotes, label: 'Quotes', adminOnly: false },
  { href: paths.staff.messages, label: 'Messages', adminOnly: false },
  { href: paths.staff.users, label: 'Users', adminOnly: true },
  { href: paths.staff.audit, label: 'Audit', adminOnly: true },
];

/**
 * The links a user can use: everything for an admin; other staff never see a page whose calls
 * the server would refuse them. Before the user is known, only what every role may use.
 */
export function staffLinksFor(
  user: Pick<SignedInUserDto, 'isAdmin'> | null | undefined,
): readonly StaffLink[] {
  return user?.isAdmin ? STAFF_LINKS : STAFF_LINKS.filter((link) => !link.adminOnly);
}
