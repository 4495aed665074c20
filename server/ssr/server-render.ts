import { restaurantMoment } from '@shared/restaurant-time';
import { lazyChunkOf, ROUTES, STAFF_AREA } from '@shared/routes';
import type { FormAnswer, RenderPage, ServerApiCall } from '../../client/src/app/ssr-contract';
import type { Clock } from '../features/reservations/availability.service';
import { loggableError, maskManageLinks, type Logger } from '../lib/logger';

/** A page rendered on the server: the markup for #root and the state to hydrate with. */
export type RenderedPage = { html: string; state: unknown };

/** Renders a public page, or answers undefined when the plain shell should be served. */
export type ServerRender = (request: {
  path: string;
  search: string;
  /** A form posted without JavaScript: the page shows its values and messages. */
  formAnswer?: FormAnswer;
}) => Promise<RenderedPage | undefined>;

/**
 * Pages the browser alone renders: the staff portal and the sign-in page (client-only by
 * design). Every other page, the guest's manage page included, is rendered on the server.
 */
export function rendersOnServer(path: string): boolean {
  if (STAFF_AREA.test(path)) return false;
  return lazyChunkOf(path) !== ROUTES.login.chunk.file;
}

/**
 * The guest's manage page (/reservation/:token), the diner's waitlist page (/waitlist/:token),
 * the buyer's order page (/order/:token) and the payment sandbox's page of a link (/pay/:linkId):
 * each shows one guest's booking, place, order or payment, so it is never kept in a cache shared
 * by visitors, and is sent as private and not to be stored.
 */
export function isPrivatePage(path: string): boolean {
  const chunk = lazyChunkOf(path);
  return (
    chunk === ROUTES.manageBooking.chunk.file ||
    chunk === ROUTES.waitlistEntry.chunk.file ||
    chunk === ROUTES.buyerOrder.chunk.file ||
    chunk === ROUTES.sandboxPaymentLink.chunk.file
  );
}

/**
 * Server rendering for the public pages (SSR=on). The renderer runs the loaders of the page
 * asked for, their reads answered by `call` (the public API, in this process), and renders. If
 * the renderer cannot be loaded, or a page fails to render, that is logged and the shell is
 * served, so a visitor still gets the working client-rendered page. A page the renderer leaves to
 * the browser (a manage link whose token opens no booking) gets the shell too, never an error.
 */
export function serverRender(deps: {
  load: () => Promise<RenderPage>;
  call: ServerApiCall;
  clock: Clock;
  logger: Logger;
}): ServerRender {
  const renderer = deps.load().catch((err: unknown) => {
    deps.logger.error({ err: loggableError(err) }, 'server rendering is off: no renderer');
    return undefined;
  });

  return async ({ path, search, formAnswer }) => {
    if (!rendersOnServer(path)) return undefined;
    const render = await renderer;
    if (!render) return undefined;
    const year = Number(restaurantMoment(deps.clock.now(), deps.clock.timeZone).date.slice(0, 4));
    try {
      return await render({
        path,
        search,
        call: deps.call,
        year,
        ...(formAnswer ? { formAnswer } : {}),
      });
    } catch (err) {
      // The path of a manage page holds the guest's token: it is masked before it is logged.
      deps.logger.error(
        { err: loggableError(err), path: maskManageLinks(path) },
        'server rendering failed: shell served',
      );
      return undefined;
    }
  };
}
