// Every island by name, with the code the browser loads for it. The page that shows an island
// renders the same component (see Island); the name is how its HTML asks the browser for it.
// Adding an island: a loader here and <Island name=… component=…> where it is shown.

import type { IslandName } from './island-contract';

export const ISLAND_LOADERS = {
  toaster: () => import('@/components/ui/lazy-toaster').then((m) => m.LazyToaster),
  'theme-control': () => import('@/components/layout/theme-toggle').then((m) => m.ThemeToggle),
  'phone-menu': () =>
    import('@/components/layout/phone-menu-toggle').then((m) => m.PhoneMenuToggle),
  'staff-session': () =>
    import('@/components/layout/staff-session-links').then((m) => m.StaffSessionLinks),
  'home-hero': () => import('@/features/home/home-page').then((m) => m.HomeHero),
  'home-about': () => import('@/features/home/home-page').then((m) => m.HomeAbout),
  'view-menu': () =>
    import('@/components/menu-dialog/view-menu-button').then((m) => m.ViewMenuButton),
  booking: () =>
    import('@/features/reservations/components/booking-island').then((m) => m.BookingIsland),
  corporate: () => import('@/features/corporate/corporate-page').then((m) => m.CorporatePage),
  'manage-booking': () =>
    import('@/features/reservations/manage-booking-page').then((m) => m.default),
  waitlist: () => import('@/features/waitlist/waitlist-page').then((m) => m.default),
  'buyer-order': () => import('@/features/order-page/order-page').then((m) => m.default),
};

type IslandLoaders = typeof ISLAND_LOADERS;

// Names the islands and their props for the pages that show them (see island-contract.ts).
declare module './island-contract' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it only merges the loaders in
  interface IslandLoaderRegistry extends IslandLoaders {}
}

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLAND_LOADERS, name);
}
