import type { FetchQueryOptions } from '@tanstack/react-query';
import { BOOKING_FORM, type FormAnswer } from '@shared/contracts/form-answer';
import { ROUTES } from '@shared/routes';
import { aboutQueryOptions, heroQueryOptions } from '@/features/home/api/home-content';
import { buyerOrderQueryOptions } from '@/features/order-page/buyer-order';
import { sandboxLinkQueryOptions } from '@/features/payment-link/sandbox-link';
import { manageBookingQueryOptions } from '@/features/reservations/api/manage-booking';
import { availabilityQueryOptions, shownNight } from '@/lib/reservations/night-availability';
import { reservationContentQueryOptions } from '@/features/reservations/api/reservation-content';
import { upcomingSpecialNightsQueryOptions } from '@/lib/reservations/special-nights';
import { timeSlotsQueryOptions } from '@/lib/reservations/time-slots';
import { waitlistEntryQueryOptions } from '@/lib/reservations/waitlist-entry';
import { mediaQueryOptions } from '@/lib/site-content/media';
import { menuItemsQueryOptions } from '@/lib/site-content/menu-items';
import {
  bookingPaymentPolicyQueryOptions,
  contactSettingsQueryOptions,
  corporateOrderingQueryOptions,
  socialSettingsQueryOptions,
} from '@/lib/site-content/site-settings';
import { tastingMenuQueryOptions } from '@/lib/site-content/tasting-menu';

// The data each public page's first render reads, declared as the very queryOptions the page
// reads it with. Only the server entry (entry-server.tsx) runs these: it runs the loaders of
// the one page asked for (and of the layout around it) and hands the browser those results
// alone, so the first render in the browser finds what the server rendered with. Kept apart
// from the route list (public-pages.tsx) so the browser's bundle carries none of them.
// Adding a public page means a route in shared/routes.ts, an entry in public-pages.tsx, one
// here (entry-server.test.ts checks there is one), and the page.

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

export type PageLoaders = {
  loader: PageLoader;
  /**
   * The query without which the page is not rendered on the server: when it fails, the browser
   * renders the page on its own (the guest's manage page for a token that opens no booking).
   */
  needs?: (params: Record<string, string>) => PageQuery;
};

/** What the layout around every public page reads: the footer's contact and social links. */
export const publicLayoutLoader: PageLoader = () => [
  contactSettingsQueryOptions(),
  socialSettingsQueryOptions(),
];

/** The unknown path's page: the layout alone. */
export const notFoundLoader: PageLoader = () => [];

/** Each server-rendered public page's loaders, by its route path. */
export const PAGE_LOADERS: Readonly<Record<string, PageLoaders>> = {
  [ROUTES.home.path]: {
    // The text menus too: written into the first HTML for readers without JavaScript.
    loader: () => [
      heroQueryOptions(),
      aboutQueryOptions(),
      mediaQueryOptions(),
      tastingMenuQueryOptions(),
    ],
  },
  [ROUTES.book.path]: {
    // The form without JavaScript: the seatings of the night asked for (/book?date=…) or posted.
    loader: (_params, { search, formAnswer }) => {
      const night = shownNight(formAnswer?.form === BOOKING_FORM ? formAnswer : undefined, search);
      return [
        reservationContentQueryOptions(),
        timeSlotsQueryOptions(),
        mediaQueryOptions(),
        bookingPaymentPolicyQueryOptions(),
        // ...and, on a special night, its name beside that night's date.
        ...(night ? [availabilityQueryOptions(night), upcomingSpecialNightsQueryOptions()] : []),
      ];
    },
  },
  [ROUTES.manageBooking.path]: {
    loader: (params) => [manageBookingQueryOptions(params.token!), timeSlotsQueryOptions()],
    needs: (params) => manageBookingQueryOptions(params.token!),
  },
  [ROUTES.waitlistEntry.path]: {
    loader: (params) => [waitlistEntryQueryOptions(params.token!), timeSlotsQueryOptions()],
    needs: (params) => waitlistEntryQueryOptions(params.token!),
  },
  [ROUTES.buyerOrder.path]: {
    loader: (params) => [buyerOrderQueryOptions(params.token!)],
    needs: (params) => buyerOrderQueryOptions(params.token!),
  },
  [ROUTES.corporate.path]: {
    loader: () => [
      corporateOrderingQueryOptions(),
      menuItemsQueryOptions('public'),
      mediaQueryOptions(),
    ],
  },
  [ROUTES.sandboxPaymentLink.path]: {
    loader: (params) => [sandboxLinkQueryOptions(params.linkId!)],
    needs: (params) => sandboxLinkQueryOptions(params.linkId!),
  },
  [ROUTES.contact.path]: { loader: () => [] },
  [ROUTES.menu.path]: { loader: () => [tastingMenuQueryOptions(), mediaQueryOptions()] },
};
