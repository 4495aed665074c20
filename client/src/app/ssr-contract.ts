import type { AnyEndpoint } from '@shared/api/endpoint';
import type { ApiErrorCode } from '@shared/http-error';
import type { ApiRequest } from '@/lib/api-client';
import type { FormAnswer } from '@shared/contracts/form-answer';

export type { ApiRequest, FormAnswer };

// What the server and the server entry (entry-server.tsx) agree on. The entry runs the loaders
// of the page asked for; their API calls come to the server through `call`, which answers them
// in its own process as the public API would answer a guest.

/** The id of the <script type="application/json"> element holding the dehydrated queries. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** The server's answer to one API call made while a page renders. */
export type ServerApiAnswer =
  { ok: true; body: unknown } | { ok: false; status: number; code: ApiErrorCode; message: string };

/** Answers an API call of a page being rendered, as the public API would answer a guest. */
export type ServerApiCall = (
  endpoint: AnyEndpoint,
  request: ApiRequest,
) => Promise<ServerApiAnswer>;

export type SsrRequest = {
  path: string;
  search: string;
  call: ServerApiCall;
  /** The copyright year, on the restaurant's clock. */
  year: number;
  /** The answer to a form posted without JavaScript, shown in the page rendered again. */
  formAnswer?: FormAnswer;
  /** A render error React recovered from (that part of the page is left to the browser). */
  onError?: (error: unknown) => void;
};

/** The page's markup for #root, and the dehydrated query state (plain JSON, not yet escaped). */
export type SsrResult = { html: string; state: unknown };

/** undefined: the page is left to the browser (the shell is served). */
export type RenderPage = (request: SsrRequest) => Promise<SsrResult | undefined>;
