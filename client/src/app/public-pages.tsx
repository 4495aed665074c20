import { lazy, type ReactNode } from 'react';
import { ROUTES } from '@shared/routes';
import { CART_STORAGE_KEY } from '@/features/corporate/cart/cart-storage-key';
import { ContactPage } from '@/features/contact/contact-page';
import { HomePage } from '@/features/home/home-page';
import { Island } from '@/islands/island';

// The public pages: where each is and what it shows. The router renders these. On a page the
// server rendered, only its islands (<Island>) load code in the browser: the pages that are
// forms and live state from top to bottom (corporate orders, a booking's or an order's own page)
// are one island each; the others are plain HTML with small islands in them. The data each
// page's first render reads is declared in page-loaders.ts, which only the server entry runs.
// Adding a public page means a route in shared/routes.ts, an entry here and in page-loaders.ts,
// and the page.

export type PublicPage = {
  path: string;
  render: (params: Record<string, string>) => ReactNode;
  /** Its code loads when visited (a spinner until it comes). */
  lazy?: boolean;
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
const WaitlistPage = lazy(() => import('@/features/waitlist/waitlist-page'));
const OrderPage = lazy(() => import('@/features/order-page/order-page'));
const MenuPage = lazy(() => import('@/features/menu/menu-page'));
const SandboxLinkPage = lazy(() => import('@/features/payment-link/sandbox-link-page'));

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: ROUTES.home.path,
    render: () => <HomePage />,
  },
  {
    path: ROUTES.book.path,
    render: () => <BookPage />,
    lazy: true,
  },
  {
    path: ROUTES.manageBooking.path,
    render: (params) => (
      <Island
        name="manage-booking"
        component={ManageBookingPage}
        props={{ token: params.token! }}
        wake="view"
      />
    ),
    lazy: true,
  },
  {
    path: ROUTES.waitlistEntry.path,
    render: (params) => (
      <Island
        name="waitlist"
        component={WaitlistPage}
        props={{ token: params.token! }}
        wake="view"
      />
    ),
    lazy: true,
  },
  {
    path: ROUTES.buyerOrder.path,
    render: (params) => (
      <Island
        name="buyer-order"
        component={OrderPage}
        props={{ token: params.token! }}
        wake="view"
      />
    ),
    lazy: true,
  },
  {
    path: ROUTES.corporate.path,
    // The cart and checkout show what the buyer's browser keeps: a kept cart wakes it at once.
    render: () => (
      <Island
        name="corporate"
        component={CorporatePage}
        props={{}}
        wakeIfStored={CART_STORAGE_KEY}
      />
    ),
    lazy: true,
  },
  {
    path: ROUTES.contact.path,
    render: () => <ContactPage />,
  },
  {
    path: ROUTES.menu.path,
    render: () => <MenuPage />,
    lazy: true,
  },
  {
    path: ROUTES.sandboxPaymentLink.path,
    // A plain form, so a payment link is paid without JavaScript as on the gateway's own page.
    render: (params) => <SandboxLinkPage linkId={params.linkId!} />,
    lazy: true,
  },
  {
    path: ROUTES.login.path,
    render: () => <LoginPage />,
    lazy: true,
    browserOnly: true,
  },
];
