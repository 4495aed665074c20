import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import type { ReactElement } from 'react';
import { dehydrate, hashKey, QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { routeParams } from '@shared/routes';
import { ApiError, setApiTransport, type ApiTransport } from '@/lib/api-client';
import { copyrightYearQueryOptions } from '@/lib/dates/copyright-year';
import { FORM_ANSWER_KEY } from '@/lib/forms/form-answer';
import { IslandCollectorProvider, type CollectedIsland } from '@/islands/island';
import { emptySlotMarkup } from '@/islands/island-contract';
import { IslandShell } from '@/islands/island-shell';
import { App } from './app';
import {
  notFoundLoader,
  PAGE_LOADERS,
  publicLayoutLoader,
  type PageQuery,
  type PageRequest,
} from './page-loaders';
import { PUBLIC_PAGES, type PublicPage } from './public-pages';
import type { RenderPage, ServerApiCall } from './ssr-contract';

// The server entry (SSR=on), built by `vite build --ssr` into dist/ssr and imported by the
// server. It runs the loaders of the page asked for, their queries answered by the server in its
// own process (no HTTP call to itself), renders, and hands back those queries' results alone.

/** The server's answers for the request being rendered (renders of several requests overlap). */
const requestCalls = new AsyncLocalStorage<ServerApiCall>();

/**
 * Every API call made while a page renders goes to that request's server; a refusal comes back
 * as the ApiError the browser would have got, so the page's code reacts the same way.
 */
const serverTransport: ApiTransport = async (endpoint, request) => {
  const call = requestCalls.getStore();
  if (!call) throw new Error(`${endpoint.method} ${endpoint.path} called outside a page render`);
  const answer = await call(endpoint, request);
  if (answer.ok) return answer.body;
  const body = { message: answer.message, code: answer.code };
  throw new ApiError(answer.status, `${answer.status}: ${JSON.stringify(body)}`, body);
};
setApiTransport(serverTransport);

/** The public page a path shows, with its parameters; undefined for an unknown path (404). */
function pageOf(path: string): { page: PublicPage; params: Record<string, string> } | undefined {
  for (const page of PUBLIC_PAGES) {
    const params = routeParams(page.path, path);
    if (params) return { page, params };
  }
  return undefined;
}

/** The page's markup with an island's own render inside its (empty) wrapper. */
function fillSlot(page: string, slot: string, inner: string): string {
  const empty = emptySlotMarkup(slot);
  const at = page.indexOf(empty);
  // A wrapper React rendered and then discarded (a retried boundary) is not in the page.
  if (at < 0) return page;
  const open = empty.slice(0, -'</div>'.length);
  return `${page.slice(0, at)}${open}${inner}</div>${page.slice(at + empty.length)}`;
}

/** A client for one request: nothing expires, refetches or retries while the page renders. */
function requestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { gcTime: Infinity, staleTime: Infinity, retry: false } },
  });
}

/** The page's queries and the layout's, each once. */
function queriesOf(
  path: string,
  request: PageRequest,
): { queries: PageQuery[]; needed?: PageQuery } {
  const found = pageOf(path);
  const params = found?.params ?? {};
  const loaders = found ? PAGE_LOADERS[found.page.path] : { loader: notFoundLoader };
  // A page rendered here without its loaders would hand the browser nothing to hydrate with.
  if (!loaders) throw new Error(`${found?.page.path} has no loaders in page-loaders.ts`);
  const own = loaders.loader(params, request);
  const seen = new Set<string>();
  const queries = [...publicLayoutLoader({}, request), ...own].filter((query) => {
    const hash = hashKey(query.queryKey);
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
  const needed = loaders.needs?.(params);
  return needed ? { queries, needed } : { queries };
}

/**
 * The route's markup, once every lazy page and Suspense boundary has resolved (so /book's form
 * is in the first HTML), and the dehydrated results of its loaders; undefined when the page is
 * left to the browser (it renders there only, or what it needs could not be read).
 */
export const renderPage: RenderPage = async ({ path, search, call, year, formAnswer, onError }) => {
  if (pageOf(path)?.page.browserOnly) return undefined;
  const queryClient = requestQueryClient();
  const { queries, needed } = queriesOf(path, { search, formAnswer });
  // gcTime: nothing may be collected before the render reads it (the hero keeps none).
  await requestCalls.run(call, () =>
    Promise.all(queries.map((query) => queryClient.prefetchQuery({ ...query, gcTime: Infinity }))),
  );
  // A read the API could not answer (the database is down) fails the render: it is logged and
  // the shell served. A refusal (a 404) is an answer: the page shows it as the browser would.
  const failure = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' })
    .map((query) => query.state.error)
    .find((error) => !(error instanceof ApiError));
  if (failure) {
    queryClient.clear();
    throw failure;
  }
  if (needed && queryClient.getQueryState(needed.queryKey)?.status !== 'success') {
    queryClient.clear();
    return undefined;
  }
  // A read that failed (a section staff never wrote) is left to the browser: the server renders
  // it as the browser's first render will, still loading.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  // The footer's year on the restaurant's clock, so the browser's first render shows the same.
  queryClient.setQueryData(copyrightYearQueryOptions().queryKey, year);
  // A posted form's values and messages: this one visitor's page, never kept (static-site.ts).
  if (formAnswer) queryClient.setQueryData(FORM_ANSWER_KEY, formAnswer);

  const islands = new Map<string, ReactElement>();
  const collect = ({ slot, element }: CollectedIsland) => void islands.set(slot, element);
  const render = (tree: ReactElement, identifierPrefix?: string) =>
    requestCalls.run(call, async () => {
      const { prelude } = await prerenderToNodeStream(tree, {
        // Every boundary inline, in place: a large one would otherwise be sent after the page
        // with an inline script to move it, which the CSP refuses (and a browser without JS
        // never runs).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        ...(identifierPrefix ? { identifierPrefix } : {}),
        ...(onError ? { onError } : {}),
      });
      return text(prelude);
    });
  // The page, each island left as an empty wrapper; then each island as a tree of its own, as
  // the browser will hydrate it (island.tsx), put into its wrapper.
  const page = await render(
    <IslandCollectorProvider value={collect}>
      <Router ssrPath={path} ssrSearch={search}>
        <App queryClient={queryClient} />
      </Router>
    </IslandCollectorProvider>,
  );
  const islandHtml = await Promise.all(
    Array.from(islands, ([slot, element]) =>
      render(
        <IslandShell queryClient={queryClient} ssr={{ path, search }}>
          {element}
        </IslandShell>,
        slot,
      ).then((html) => [slot, html] as const),
    ),
  );
  const html = islandHtml.reduce((markup, [slot, inner]) => fillSlot(markup, slot, inner), page);
  // The loaders' results alone: a query the render built without data is not handed over.
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
};
