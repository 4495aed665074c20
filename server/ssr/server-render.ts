import type { ReservationDto } from '@shared/contracts/reservation';
import { lazyChunkOf, ROUTES, STAFF_AREA } from '@shared/routes';
import type { RenderPage, SsrPageData } from '../../client/src/app/ssr-contract';
import { AppError } from '../lib/app-error';
import { loggableError, maskManageLinks, type Logger } from '../lib/logger';

/** A page rendered on the server: the markup for #root and the state to hydrate with. */
export type RenderedPage = { html: string; state: unknown };

/** Renders a public page, or answers undefined when the plain shell should be served. */
export type ServerRender = (request: {
  path: string;
  search: string;
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
 * The guest's manage page (/reservation/:token): it shows one guest's booking, so it is never
 * kept in a cache shared by visitors, and is sent as private and not to be stored.
 */
export function isPrivatePage(path: string): boolean {
  return lazyChunkOf(path) === ROUTES.manageBooking.chunk.file;
}

/** The token of a manage page's path, when it has the shape the booking API accepts. */
const MANAGE_PATH = /^\/reservation\/([A-Za-z0-9_-]{20,100})\/?$/;

/**
 * Server rendering for the public pages (SSR=on). The renderer is imported at once, at start-up;
 * if it cannot be loaded, or a page fails to render, that is logged and the shell is served, so
 * a visitor still gets the working client-rendered page. A manage link whose token opens no
 * booking is left to the browser too (it shows its own 'not found'), never an error page.
 */
export function serverRender(deps: {
  load: () => Promise<RenderPage>;
  readData: () => Promise<SsrPageData>;
  /** The booking a manage token opens (the reservations service's byManageToken). */
  readBooking?: (token: string) => Promise<ReservationDto>;
  logger: Logger;
}): ServerRender {
  const renderer = deps.load().catch((err: unknown) => {
    deps.logger.error({ err: loggableError(err) }, 'server rendering is off: no renderer');
    return undefined;
  });

  /** undefined: no page to render here (a bad or unknown token); the shell is served. */
  const managedBooking = async (path: string) => {
    const token = MANAGE_PATH.exec(path)?.[1];
    if (!token || !deps.readBooking) return undefined;
    try {
      return { token, booking: await deps.readBooking(token) };
    } catch (err) {
      if (!(err instanceof AppError && err.status === 404)) throw err;
      return undefined;
    }
  };

  return async ({ path, search }) => {
    if (!rendersOnServer(path)) return undefined;
    const render = await renderer;
    if (!render) return undefined;
    try {
      if (isPrivatePage(path)) {
        const managed = await managedBooking(path);
        if (!managed) return undefined;
        return await render({ path, search, data: await deps.readData(), managedBooking: managed });
      }
      return await render({ path, search, data: await deps.readData() });
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
