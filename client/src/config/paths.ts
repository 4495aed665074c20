import { ROUTES } from '@shared/routes';

/** The app's routes, by name; the paths themselves live in the shared route table. */
export const paths = {
  home: ROUTES.home.path,
  book: ROUTES.book.path,
  corporate: ROUTES.corporate.path,
  contact: ROUTES.contact.path,
  menu: ROUTES.menu.path,
  login: ROUTES.login.path,
  manageBooking: ROUTES.manageBooking.path,
  waitlistEntry: ROUTES.waitlistEntry.path,
  buyerOrder: ROUTES.buyerOrder.path,
  staff: {
    dashboard: ROUTES.staffDashboard.path,
    reservations: ROUTES.staffReservations.path,
    menu: ROUTES.staffMenu.path,
    menuManagement: ROUTES.staffMenuManagement.path,
    content: ROUTES.staffContent.path,
    orders: ROUTES.staffOrders.path,
    users: ROUTES.staffUsers.path,
    audit: ROUTES.staffAudit.path,
    quotes: ROUTES.staffQuotes.path,
    messages: ROUTES.staffMessages.path,
    seatings: ROUTES.staffSeatings.path,
    specialNights: ROUTES.staffSpecialNights.path,
  },
} as const;

export const publicNavLinks = [
  { href: paths.home, label: 'Home' },
  { href: paths.book, label: 'Reservations' },
  { href: paths.corporate, label: 'Corporate Orders' },
  { href: paths.contact, label: 'Contact' },
] as const;

/** The buyer's private order page for an order's secret token. */
export const buyerOrderPath = (token: string) =>
  paths.buyerOrder.replace(':token', encodeURIComponent(token));
