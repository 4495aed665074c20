import {
  pathOf,
  searchOf,
  type AnyEndpoint,
  type EndpointInput,
  type QueryValues,
  type ResponseOf,
} from '@shared/api/endpoint';
import type { ApiErrorBody, ApiErrorCode } from '@shared/http-error';

/** The error body as received: a proxy or an older server may leave out the code. */
export type ReceivedErrorBody = Omit<ApiErrorBody, 'code'> & { code?: ApiErrorCode };

/**
 * A failed API call. Its message reads "401: body text"; `body` keeps the parsed
 * `{ message, code, errors }` for screens that show the server's own words or act on its code.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ReceivedErrorBody | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's message, or the fallback when it sent none. */
  serverMessage(fallback: string): string {
    return this.body?.message || fallback;
  }
}

/** The code of a refused call, if the error is one and the server sent a code. */
export function apiErrorCode(error: unknown): ApiErrorCode | undefined {
  return error instanceof ApiError ? error.body?.code : undefined;
}

/** The ApiError for a refused fetch (its status, text and parsed error body). */
export async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  return new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parseErrorBody(text));
}

/** The error body, checked by hand so the public bundle needs no zod here. */
function parseErrorBody(text: string): ReceivedErrorBody | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as ReceivedErrorBody).message === 'string'
    ) {
      return value as ReceivedErrorBody;
    }
  } catch {
    // Not JSON: the raw text stays in the error message only.
  }
  return undefined;
}

/** What a call adds beside the endpoint's own input. */
export type CallOptions = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request finish after the page is left (a page view sent on the way out). */
  keepalive?: boolean;
};

/** A call with everything worked out: what a transport needs to answer it. */
export type ApiRequest = CallOptions & {
  /** The path with its parameters filled in and encoded, then the query string. */
  url: string;
  params: Record<string, string | number>;
  query: QueryValues | undefined;
  /** JSON-able data or FormData; undefined when the endpoint takes no body. */
  body: unknown;
};

/**
 * How calls are answered: the parsed body of a success (undefined for 204), or an ApiError
 * thrown for a refusal. Every call goes through the one installed, so a server rendering a page
 * can answer the same queries in its own process instead of over HTTP.
 */
export type ApiTransport = (endpoint: AnyEndpoint, request: ApiRequest) => Promise<unknown>;

/** The browser's transport: cookies included, JSON in and out, FormData sent as it is. */
export const fetchTransport: ApiTransport = async (endpoint, request) => {
  const { body } = request;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(request.url, {
    method: endpoint.method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...request.headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: request.signal,
    keepalive: request.keepalive,
  });
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined;
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
};

let transport: ApiTransport = fetchTransport;

/** Installs the transport every later call goes through; answers the one it replaces. */
export function setApiTransport(next: ApiTransport): ApiTransport {
  const previous = transport;
  transport = next;
  return previous;
}

type CallInput<E extends AnyEndpoint> = EndpointInput<E> & CallOptions;

/** The input may be left out when the endpoint needs none (no parameters, body or query). */
type CallArgs<E extends AnyEndpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

type LooseInput = CallOptions & {
  params?: Record<string, string | number>;
  query?: QueryValues;
  body?: unknown;
};

/**
 * Calls an endpoint of the table (`@shared/api/endpoints`) and answers its response type.
 * Parameters are filled into the path and encoded; the query follows in the order given.
 */
function call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
function call(endpoint: AnyEndpoint, ...args: [input?: LooseInput]): Promise<unknown> {
  const { params = {}, query, body, ...options } = args[0] ?? {};
  return transport(endpoint, {
    ...options,
    url: `${pathOf(endpoint, params)}${searchOf(query)}`,
    params,
    query,
    body,
  });
}

/** The one way the client calls the API. */
export const api = { call };
