import { ZodError } from 'zod';
import type { AnyEndpoint } from '@shared/api/endpoint';
import * as endpoints from '@shared/api/endpoints';
import { sectionNameSchema } from '@shared/contracts/content';
import { orderTokenSchema } from '@shared/contracts/corporate-order';
import { sandboxLinkIdSchema } from '@shared/contracts/payments';
import { availabilityQuerySchema } from '@shared/contracts/reservation';
import type { ApiRequest, ServerApiAnswer, ServerApiCall } from '../../client/src/app/ssr-contract';
import type { Db } from '../db/connection';
import { getSection } from '../features/content/content.service';
import { readBookingPaymentPolicy } from '../features/deposits/booking-payment-policy';
import type { CorporateOrderService } from '../features/corporate/corporate-order.service';
import { getMediaList } from '../features/media/media.service';
import type { MenuService } from '../features/menu/menu.service';
import type { TastingMenuService } from '../features/tasting-menu/tasting-menu.service';
import { manageTokenSchema } from '../features/reservations/reservation.routes';
import type { ReservationService } from '../features/reservations/reservation.service';
import type { WaitlistService } from '../features/waitlist/waitlist.service';
import type { SpecialNightsService } from '../features/special-nights/special-nights.service';
import {
  getContactSettings,
  getCorporateOrdering,
  getSocialSettings,
} from '../features/site-settings/site-settings.service';
import { AppError } from '../lib/app-error';
import type { SandboxGateway } from '../payments/sandbox-gateway';
import { zodErrorBody } from '../middleware/error-handler';

export type PageReadsDeps = {
  db: Db;
  menu: MenuService;
  /** The text menus (the home page's menu for readers without JavaScript); absent where unread. */
  tastingMenus?: Pick<TastingMenuService, 'get'>;
  reservations: Pick<ReservationService, 'timeSlots' | 'byManageToken' | 'availability'>;
  /** The buyer's order page; absent where no page reads it (a renderer's own tests). */
  orders?: Pick<CorporateOrderService, 'byToken'>;
  /** The diner's waitlist page; absent where no page reads it. */
  waitlist?: Pick<WaitlistService, 'view'>;
  /** The special nights ahead (the booking form names the night shown); absent where unread. */
  specialNights?: Pick<SpecialNightsService, 'upcoming'>;
  /** The payment sandbox's page of a payment link; absent unless the sandbox takes payments. */
  sandboxLinks?: Pick<SandboxGateway, 'describeLink'>;
};

type Read = (request: ApiRequest) => Promise<unknown>;

const keyOf = (endpoint: AnyEndpoint) => `${endpoint.method} ${endpoint.path}`;

/**
 * The public GET endpoints a page's first render may read, each answered straight from the
 * service its route calls, with the route's own checks: what the public API answers a guest (a
 * page never sees what only staff may). A page that comes to read another endpoint adds it here.
 */
function readsOf({
  db,
  menu,
  tastingMenus,
  reservations,
  orders,
  waitlist,
  sandboxLinks,
  specialNights,
}: PageReadsDeps): Map<string, Read> {
  const param = (request: ApiRequest, name: string) => String(request.params[name] ?? '');
  return new Map<string, Read>([
    [
      keyOf(endpoints.content.section),
      (r) => getSection(db, sectionNameSchema.parse(param(r, 'sectionName'))),
    ],
    [keyOf(endpoints.siteSettings.contact), () => getContactSettings(db)],
    [keyOf(endpoints.siteSettings.social), () => getSocialSettings(db)],
    [keyOf(endpoints.siteSettings.corporateOrdering), () => getCorporateOrdering(db)],
    [keyOf(endpoints.siteSettings.bookingPayments), () => readBookingPaymentPolicy(db)],
    [keyOf(endpoints.media.list), () => getMediaList(db)],
    [keyOf(endpoints.menu.list), () => menu.list({ staff: false })],
    ...(tastingMenus
      ? ([[keyOf(endpoints.tastingMenu.get), () => tastingMenus.get()]] as [string, Read][])
      : []),
    [keyOf(endpoints.reservations.timeSlots), () => reservations.timeSlots()],
    // One night's seatings, for /book?date=… (the booking form without JavaScript).
    [
      keyOf(endpoints.reservations.availability),
      (r) => reservations.availability(availabilityQuerySchema.parse(r.query ?? {}).date),
    ],
    [
      keyOf(endpoints.reservations.manage),
      (r) => reservations.byManageToken(manageTokenSchema.parse(param(r, 'token'))),
    ],
    ...(waitlist
      ? ([
          [
            keyOf(endpoints.waitlist.manage),
            (r) => waitlist.view(manageTokenSchema.parse(param(r, 'token'))),
          ],
        ] as [string, Read][])
      : []),
    ...(sandboxLinks
      ? ([
          [
            keyOf(endpoints.payments.sandboxLink),
            (r) => sandboxLinks.describeLink(sandboxLinkIdSchema.parse(param(r, 'linkId'))),
          ],
        ] as [string, Read][])
      : []),
    ...(specialNights
      ? ([[keyOf(endpoints.specialNights.upcoming), () => specialNights.upcoming()]] as [
          string,
          Read,
        ][])
      : []),
    ...(orders
      ? ([
          [
            keyOf(endpoints.corporateOrders.byToken),
            (r) => orders.byToken(orderTokenSchema.parse(param(r, 'token'))),
          ],
        ] as [string, Read][])
      : []),
  ]);
}

/**
 * Answers the API calls of a page being rendered, in this process (no HTTP call to ourselves).
 * An answer goes through JSON as it would over the wire, so the page gets exactly the API's
 * data; a refusal comes back as the API's status, code and message. An error the API would
 * answer with 500 is thrown: the render fails, is logged, and the shell is served.
 */
export function pageReads(deps: PageReadsDeps): ServerApiCall {
  const reads = readsOf(deps);
  return async (endpoint, request): Promise<ServerApiAnswer> => {
    const read = reads.get(keyOf(endpoint));
    if (!read) throw new Error(`${keyOf(endpoint)} is not read while rendering a page`);
    try {
      const body: unknown = JSON.parse(JSON.stringify((await read(request)) ?? null));
      return { ok: true, body };
    } catch (err) {
      if (err instanceof AppError) {
        return { ok: false, status: err.status, code: err.code, message: err.message };
      }
      if (err instanceof ZodError) {
        const { code, message } = zodErrorBody(err);
        return { ok: false, status: 400, code, message };
      }
      throw err;
    }
  };
}
