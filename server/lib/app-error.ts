import type { ApiErrorBody, ApiErrorCode } from '@shared/http-error';

/**
 * An error whose message is safe to show the caller, with the HTTP status it maps to and one of
 * the API's codes (a new code is added to ApiErrorCode first).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode,
    options?: {
      cause?: unknown;
      headers?: Record<string, string>;
      nights?: ApiErrorBody['nights'];
    },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.headers = options?.headers;
    this.nights = options?.nights;
  }
  readonly headers: Record<string, string> | undefined;
  /** The nights a refused seating change concerns, answered beside the message. */
  readonly nights: ApiErrorBody['nights'];
}

export const badRequest = (message: string) => new AppError(400, message, 'bad_request');
/** Input the rules refuse: the same code whether a schema or the database noticed it. */
export const invalidInput = (message: string) => new AppError(400, message, 'invalid_input');
export const unauthorized = (message = 'Not logged in') =>
  new AppError(401, message, 'unauthorized');
export const forbidden = (message = 'Forbidden') => new AppError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new AppError(404, message, 'not_found');
export const conflict = (message: string) => new AppError(409, message, 'conflict');
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, 'rate_limited', {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
export const payloadTooLarge = (message: string) => new AppError(413, message, 'too_large');
export const unsupportedMediaType = (message: string) =>
  new AppError(415, message, 'unsupported_media_type');

/** What PostgreSQL (through pg or PGlite) says about a failed statement; never its values. */
export type DatabaseError = Error & {
  code: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
};

/**
 * The PostgreSQL error behind err, if any. Drizzle wraps the driver's error (which carries the
 * SQLSTATE in `code`) in its own, so the cause chain is walked.
 */
export function databaseErrorOf(err: unknown): DatabaseError | undefined {
  let current: unknown = err;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    // A SQLSTATE has five characters; the severity tells it apart from a system error's EPIPE.
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') {
      return current as DatabaseError;
    }
    current = current.cause;
  }
  return undefined;
}
