import type { ApiErrorCode } from '../http-error';

// What one API endpoint is: its method and path, who may call it, the codes its own rules may
// answer, and (as types only) what it takes and what it answers. No zod here: the client's
// public bundle imports this, and the schemas live in endpoint-schemas.ts for the server.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, as its route enforces it: anyone; anyone signed in, even with a
 * temporary password still to replace; staff; admins; or the payment gateway, which proves
 * itself with a signature instead of a session.
 */
export type EndpointAccess = 'public' | 'signed-in' | 'staff' | 'admin' | 'gateway';

/** A query string's values as the server reads them; the undefined ones are left out. */
export type QueryValues = Record<string, string | number | boolean | undefined>;

/** What travels with a call. Types only: nothing of it exists at run time. */
export type EndpointIo = { body?: unknown; query?: QueryValues; response: unknown };

export type Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Io extends EndpointIo = EndpointIo,
  C extends ApiErrorCode = ApiErrorCode,
> = {
  readonly method: M;
  /** Express syntax, parameters as `:name`, e.g. '/api/reservations/:id/status'. */
  readonly path: P;
  readonly access: EndpointAccess;
  /**
   * The codes this endpoint's own rules may answer. Those any request may meet (an unreadable
   * body, a missing sign-in) are added by errorCodesOf().
   */
  readonly errors: readonly C[];
  /** Carries the body, query and response types for the compiler; see io(). */
  readonly io: () => Io | undefined;
};

export type AnyEndpoint = Endpoint;

/** The parameter names of a path: 'id' for '/api/media/:id'. */
export type PathParamName<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamName<Tail>
    : Rest
  : never;

export type PathParams<P extends string> = { [K in PathParamName<P>]: string | number };

type IoOf<E extends AnyEndpoint> = NonNullable<ReturnType<E['io']>>;

export type BodyOf<E extends AnyEndpoint> = IoOf<E> extends { body: infer B } ? B : undefined;
export type QueryOf<E extends AnyEndpoint> = IoOf<E> extends { query: infer Q } ? Q : undefined;
export type ResponseOf<E extends AnyEndpoint> = IoOf<E>['response'];

type ParamsInput<P extends string> = [PathParamName<P>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<P> };
type BodyInput<E extends AnyEndpoint> =
  IoOf<E> extends { body: infer B } ? { body: B } : { body?: undefined };
type QueryInput<E extends AnyEndpoint> =
  IoOf<E> extends { query: infer Q extends QueryValues }
    ? object extends Q
      ? { query?: Q }
      : { query: Q }
    : { query?: undefined };

/** What a call of the endpoint must give: its path's parameters, its body, its query. */
export type EndpointInput<E extends AnyEndpoint> = ParamsInput<E['path']> &
  BodyInput<E> &
  QueryInput<E>;

/**
 * Names what an endpoint takes and answers, as an instantiation:
 * `io: io<{ body: LoginInput; response: SignedInUserDto }>`. Only its type matters.
 */
export function io<T extends EndpointIo>(): T | undefined {
  return undefined;
}

/**
 * Declares an endpoint; method, path and codes keep their literal types. Marked free of side
 * effects, so the bundler leaves out every endpoint a page never calls.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends `/api/${string}`,
  Io extends EndpointIo,
  const C extends ApiErrorCode = never,
>(definition: {
  method: M;
  path: P;
  access: EndpointAccess;
  errors: readonly C[];
  io: () => Io | undefined;
}): Endpoint<M, P, Io, C> {
  return definition;
}

/**
 * The path with its parameters filled in, each encoded: pathOf(media.remove, { id: 4 }) is
 * '/api/media/4'. The parameters' type (PathParams) makes sure each one is given.
 */
export function pathOf(
  endpoint: Pick<AnyEndpoint, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

/** '?a=1&b=x%20y' in the order given, undefined values left out; '' when nothing is left. */
export function searchOf(query: QueryValues = {}): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** Any request may meet these before its route runs (an unreadable body), or fail on our side. */
export const REQUEST_ERRORS = [
  'bad_request',
  'invalid_json',
  'too_large',
  'unsupported_encoding',
  'unsupported_charset',
  'request_aborted',
  'internal_error',
] as const satisfies readonly ApiErrorCode[];

/** What the access check answers a caller it does not let through. */
export const ACCESS_ERRORS = {
  public: [],
  'signed-in': ['unauthorized'],
  staff: ['unauthorized', 'password_change_required'],
  admin: ['unauthorized', 'password_change_required', 'forbidden'],
  gateway: ['invalid_signature'],
} as const satisfies Record<EndpointAccess, readonly ApiErrorCode[]>;

/**
 * Every code the endpoint may answer: its own, its access check's, those of any request, and
 * for a write the refusal of a cross-site request (the gateway's calls come from its servers and
 * skip that check).
 */
export function errorCodesOf(endpoint: AnyEndpoint): ApiErrorCode[] {
  const crossSite: ApiErrorCode[] =
    endpoint.method !== 'GET' && endpoint.access !== 'gateway' ? ['forbidden'] : [];
  return [
    ...new Set([
      ...REQUEST_ERRORS,
      ...ACCESS_ERRORS[endpoint.access],
      ...crossSite,
      ...endpoint.errors,
    ]),
  ];
}
