/** The app's routes. */
export const paths = {
  home: '/',
  book: '/book',
  corporate: '/corporate',
  contact: '/contact',
  login: '/login',
  staff: {
    dashboard: '/staff',
    reservations: '/staff/reservations',
    menu: '/staff/menu',
    menuManagement: '/staff/menu-management',
    content: '/staff/content',
    orders: '/staff/orders',
  },
} as const;

export const publicNavLinks = [
  { href: paths.home, label: 'Home' },
  { href: paths.book, label: 'Reservations' },
  { href: paths.corporate, label: 'Corporate Orders' },
  { href: paths.contact, label: 'Contact' },
] as const;
