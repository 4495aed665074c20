import type { ApiErrorBody } from '@shared/http-error';

/** The error body as received: a proxy or an older server may leave out the code. */
export type ReceivedErrorBody = Omit<ApiErrorBody, 'code'> & { code?: string };

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

async function toApiError(res: Response): Promise<ApiError> {
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The one way the client calls the API: cookies included, JSON in and out. */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: init.signal,
  });
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>('GET', path, undefined, { signal }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    apiRequest<T>('POST', path, body, { headers }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
