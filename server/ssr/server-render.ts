import { lazyChunkOf, ROUTES, STAFF_AREA } from '@shared/routes';
import type { RenderPage, SsrPageData } from '../../client/src/app/ssr-contract';
import { loggableError, type Logger } from '../lib/logger';

/** A page rendered on the server: the markup for #root and the state to hydrate with. */
export type RenderedPage = { html: string; state: unknown };

/** Renders a public page, or answers undefined when the plain shell should be served. */
export type ServerRender = (request: {
  path: string;
  search: string;
}) => Promise<RenderedPage | undefined>;

/**
 * Pages the browser alone renders: the staff portal and the sign-in page (client-only by
 * design), and the guest's manage page, whose booking the server does not read yet.
 */
export function rendersOnServer(path: string): boolean {
  if (STAFF_AREA.test(path)) return false;
  const chunk = lazyChunkOf(path);
  return chunk !== ROUTES.login.chunk.file && chunk !== ROUTES.manageBooking.chunk.file;
}

/**
 * Server rendering for the public pages (SSR=on). The renderer is imported at once, at start-up;
 * if it cannot be loaded, or a page fails to render, that is logged and the shell is served, so
 * a visitor still gets the working client-rendered page.
 */
export function serverRender(deps: {
  load: () => Promise<RenderPage>;
  readData: () => Promise<SsrPageData>;
  logger: Logger;
}): ServerRender {
  const renderer = deps.load().catch((err: unknown) => {
    deps.logger.error({ err: loggableError(err) }, 'server rendering is off: no renderer');
    return undefined;
  });
  return async ({ path, search }) => {
    if (!rendersOnServer(path)) return undefined;
    const render = await renderer;
    if (!render) return undefined;
    try {
      return await render({ path, search, data: await deps.readData() });
    } catch (err) {
      deps.logger.error({ err: loggableError(err), path }, 'server rendering failed: shell served');
      return undefined;
    }
  };
}
