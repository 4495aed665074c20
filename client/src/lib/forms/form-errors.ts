import { ApiError } from '../api-client';

/** A message the server gave for one field of a form. */
export type ServerFieldError<F extends string> = { field: F; message: string };

/**
 * The server's messages (a 400's `errors`, each with a `path`) for the fields a form has, so the
 * form can show each beside its field; messages for other paths are left out.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): ServerFieldError<F>[] {
  if (!(error instanceof ApiError) || !error.body?.errors) return [];
  return error.body.errors.flatMap(({ path, message }) => {
    const field = fields.find((f) => f === path);
    return field ? [{ field, message }] : [];
  });
}

/** The server's message for the whole form, or the fallback when it sent none. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.serverMessage(fallback) : fallback;
}
