/** An error whose message is safe to show the caller, with the HTTP status it maps to. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.headers = options?.headers;
  }
  readonly headers: Record<string, string> | undefined;
}

export const badRequest = (message: string) => new AppError(400, message, 'bad_request');
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
