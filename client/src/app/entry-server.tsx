import { text } from 'node:stream/consumers';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { manageBookingQueryOptions } from '@/features/reservations/api/manage-booking';
import { timeSlotsQueryOptions } from '@/features/reservations/api/time-slots';
import { reservationContentQueryOptions } from '@/features/reservations/api/reservation-content';
import { inServiceOrder } from '@/features/reservations/seatings';
import { aboutQueryOptions, heroQueryOptions } from '@/features/home/api/home-content';
import { copyrightYearQueryOptions } from '@/lib/copyright-year';
import { mediaQueryOptions } from '@/lib/media';
import { menuItemsQueryOptions } from '@/lib/menu-items';
import {
  contactSettingsQueryOptions,
  corporateOrderingQueryOptions,
  socialSettingsQueryOptions,
} from '@/lib/site-settings';
import { App } from './app';
import type { RenderPage, SsrPageData, SsrRequest } from './ssr-contract';

// The server entry (SSR=on), built by `vite build --ssr` into dist/ssr and imported by the
// server. It never fetches: the server hands over the data, read once through its services.

/** A client for one request: nothing expires or refetches while the page renders. */
function requestQueryClient(data: SsrPageData, managed: SsrRequest['managedBooking']): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { gcTime: Infinity, staleTime: Infinity, retry: false } },
  });
  const put = <T,>(queryKey: readonly unknown[], value: T | undefined) => {
    if (value !== undefined) client.setQueryData(queryKey, value);
  };
  put(heroQueryOptions().queryKey, data.hero);
  put(aboutQueryOptions().queryKey, data.about);
  put(reservationContentQueryOptions().queryKey, data.reservation);
  put(contactSettingsQueryOptions().queryKey, data.contact);
  put(socialSettingsQueryOptions().queryKey, data.social);
  put(corporateOrderingQueryOptions().queryKey, data.corporateOrdering);
  put(mediaQueryOptions().queryKey, data.media);
  put(menuItemsQueryOptions('public').queryKey, data.menu);
  put(timeSlotsQueryOptions().queryKey, inServiceOrder(data.timeSlots));
  put(copyrightYearQueryOptions().queryKey, data.year);
  // The guest's manage page: their booking, under the key the page reads it with.
  if (managed) put(manageBookingQueryOptions(managed.token).queryKey, managed.booking);
  return client;
}

/**
 * The route's markup, once every lazy page and Suspense boundary has resolved (so /book's form
 * is in the first HTML), and the dehydrated queries the browser hydrates with.
 */
export const renderPage: RenderPage = async ({ path, search, data, managedBooking, onError }) => {
  const queryClient = requestQueryClient(data, managedBooking);
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path} ssrSearch={search}>
      <App queryClient={queryClient} />
    </Router>,
    // Every boundary inline, in place: a large one would otherwise be sent after the page with
    // an inline script to move it, which the CSP refuses (and a browser without JS never runs).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, ...(onError ? { onError } : {}) },
  );
  const html = await text(prelude);
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
};
