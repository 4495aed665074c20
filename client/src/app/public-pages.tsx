import { lazy, type ReactNode } from 'react';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { ROUTES } from '@shared/routes';
import { ContactPage } from '@/features/contact/contact-page';
import { aboutQueryOptions, heroQueryOptions } from '@/features/home/api/home-content';
import { HomePage } from '@/features/home/home-page';
import { buyerOrderQueryOptions } from '@/features/order-page/buyer-order';
import { manageBookingQueryOptions } from '@/features/reservations/api/manage-booking';
import { reservationContentQueryOptions } from '@/features/reservations/api/reservation-content';
import {
  bookingPaymentPolicyQueryOptions,
  contactSettingsQueryOptions,
  corporateOrderingQueryOptions,
  socialSettingsQueryOptions,
} from '@/lib/site-settings';
import { timeSlotsQueryOptions } from '@/features/reservations/api/time-slots';
import { waitlistEntryQueryOptions } from '@/features/reservations/api/waitlist-entry';
import {
  availabilityQueryOptions,
  shownNight,
} from '@/features/reservations/api/night-availability';
import { BOOKING_FORM, type FormAnswer } from '@shared/contracts/form-answer';
import { mediaQueryOptions } from '@/lib/media';
import { menuItemsQueryOptions } from '@/lib/menu-items';
import { tastingMenuQueryOptions } from '@/lib/tasting-menu';

// The public pages: where each is, what it shows, and the data its first render reads, declared
// as the very queryOptions the page reads it with. The router renders these; the server entry
// runs the loaders of the one page asked for (and of the layout around it), and hands the browser
// those results alone, so the first render in the browser finds what the server rendered with.
// Adding a public page means a route in shared/routes.ts, an entry here, and the page.

/** One query a first render reads (a page's queryOptions, whatever its data type). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of queries of any data type
export type PageQuery = FetchQueryOptions<any, any, any, any>;

/** The request a page is rendered for, beside its path's parameters. */
export type PageRequest = {
  search: string;
  /** A form posted without JavaScript, answered with its page rendered again. */
  formAnswer?: FormAnswer | undefined;
};

/** What a page's first render reads, from the parameters of its path and the request. */
export type PageLoader = (params: Record<string, string>, request: PageRequest) => PageQuery[];

export type PublicPage = {
  path: string;
  render: (params: Record<string, string>) => ReactNode;
  /** Its code loads when visited (a spinner until it comes). */
  lazy?: boolean;
  loader: PageLoader;
  /**
   * The query without which the page is not rendered on the server: when it fails, the browser
   * renders the page on its own (the guest's manage page for a token that opens no booking).
   */
  needs?: (params: Record<string, string>) => PageQuery;
  /** Rendered in the browser only (the sign-in form); never by the server. */
  browserOnly?: boolean;
};

// The portal and the sign-in form (with its form libraries) load only when visited.
const LoginPage = lazy(() => import('@/features/auth/login-page'));
const BookPage = lazy(() => import('@/features/reservations/book-page'));
// The corporate page (menu, cart, checkout) is the largest public page: the others skip its code.
const CorporatePage = lazy(() =>
  import('@/features/corporate/corporate-page').then((m) => ({ default: m.CorporatePage })),
);
const ManageBookingPage = lazy(() => import('@/features/reservations/manage-booking-page'));
const WaitlistPage = lazy(() => import('@/features/reservations/waitlist-page'));
const OrderPage = lazy(() => import('@/features/order-page/order-page'));
const MenuPage = lazy(() => import('@/features/menu/menu-page'));
const SandboxLinkPage = lazy(() => import('@/features/payment-link/sandbox-link-page'));

/** What the layout around every public page reads: the footer's contact and social links. */
export const publicLayoutLoader: PageLoader = () => [
  contactSettingsQueryOptions(),
  socialSettingsQueryOptions(),
];

/** The unknown path's page: the layout alone. */
export const notFoundLoader: PageLoader = () => [];

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: ROUTES.home.path,
    render: () => <HomePage />,
    // The text menus too: written into the first HTML for readers without JavaScript.
    loader: () => [
      heroQueryOptions(),
      aboutQueryOptions(),
      mediaQueryOptions(),
      tastingMenuQueryOptions(),
    ],
  },
  {
    path: ROUTES.book.path,
    render: () => <BookPage />,
    lazy: true,
    // The form without JavaScript: the seatings of the night asked for (/book?date=…) or posted.
    loader: (_params, { search, formAnswer }) => {
      const night = shownNight(formAnswer?.form === BOOKING_FORM ? formAnswer : undefined, search);
      return [
        reservationContentQueryOptions(),
        timeSlotsQueryOptions(),
        mediaQueryOptions(),
        bookingPaymentPolicyQueryOptions(),
        ...(night ? [availabilityQueryOptions(night)] : []),
      ];
    },
  },
  {
    path: ROUTES.manageBooking.path,
    render: (params) => <ManageBookingPage token={params.token!} />,
    lazy: true,
    loader: (params) => [manageBookingQueryOptions(params.token!), timeSlotsQueryOptions()],
    needs: (params) => manageBookingQueryOptions(params.token!),
  },
  {
    path: ROUTES.waitlistEntry.path,
    render: (params) => <WaitlistPage token={params.token!} />,
    lazy: true,
    loader: (params) => [waitlistEntryQueryOptions(params.token!), timeSlotsQueryOptions()],
    needs: (params) => waitlistEntryQueryOptions(params.token!),
  },
  {
    path: ROUTES.buyerOrder.path,
    render: (params) => <OrderPage token={params.token!} />,
    lazy: true,
    loader: (params) => [buyerOrderQueryOptions(params.token!)],
    needs: (params) => buyerOrderQueryOptions(params.token!),
  },
  {
    path: ROUTES.corporate.path,
    render: () => <CorporatePage />,
    lazy: true,
    loader: () => [
      corporateOrderingQueryOptions(),
      menuItemsQueryOptions('public'),
      mediaQueryOptions(),
    ],
  },
  {
    path: ROUTES.contact.path,
    render: () => <ContactPage />,
    loader: () => [],
  },
  {
    path: ROUTES.menu.path,
    render: () => <MenuPage />,
    lazy: true,
    loader: () => [tastingMenuQueryOptions(), mediaQueryOptions()],
  },
  {
    path: ROUTES.sandboxPaymentLink.path,
    render: (params) => <SandboxLinkPage linkId={params.linkId!} />,
    lazy: true,
    loader: () => [],
    browserOnly: true,
  },
  {
    path: ROUTES.login.path,
    render: () => <LoginPage />,
    lazy: true,
    loader: () => [],
    browserOnly: true,
  },
];
