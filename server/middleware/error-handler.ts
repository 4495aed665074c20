import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ApiErrorBody, ApiErrorCode } from '@shared/http-error';
import { AppError, databaseErrorOf, invalidInput, notFound } from '../lib/app-error';
import { loggableError } from '../lib/logger';

/** Errors thrown by Express's own middleware (body-parser, send) carry a status and a type. */
type HttpishError = Error & {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
};

const BODY_PARSER_ERRORS: Record<string, { message: string; code: ApiErrorCode }> = {
  'entity.parse.failed': { message: 'Request body is not valid JSON', code: 'invalid_json' },
  'entity.too.large': { message: 'Request body is too large', code: 'too_large' },
  'encoding.unsupported': { message: 'Unsupported request encoding', code: 'unsupported_encoding' },
  'charset.unsupported': { message: 'Unsupported request charset', code: 'unsupported_charset' },
  'request.aborted': { message: 'Request aborted', code: 'request_aborted' },
};

/** Other client errors still carry a code a program can rely on. */
const STATUS_CODES: Record<number, ApiErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * SQLSTATE classes that mean PostgreSQL refused a value: 22 (data exception: a NUL byte, a
 * number out of range, text that is not a valid date) and 54 (program limit exceeded). The
 * schemas should refuse such input first; if one lets it through, it is still the caller's
 * input, so it answers 400 instead of 500.
 */
const INPUT_SQLSTATE_CLASSES = new Set(['22', '54']);

const INVALID_VALUE = 'Some of the data sent cannot be stored. Please check it and try again.';
const INTERNAL = 'Something went wrong on our side. Please try again.';

export function zodErrorBody(error: ZodError): ApiErrorBody {
  // A field can fail two checks that say the same thing (a date's pattern, then its calendar
  // check): a person reading the list should see each problem once.
  const seen = new Set<string>();
  const errors = error.issues
    .map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    .filter((e) => {
      const key = `${e.path}\u0000${e.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { message: errors[0]?.message ?? 'Invalid input', code: 'invalid_input', errors };
}

const appErrorBody = (err: AppError): ApiErrorBody => ({ message: err.message, code: err.code });

/** The one place where an error becomes an HTTP answer. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) return next(err);

  if (err instanceof ZodError) {
    res.status(400).json(zodErrorBody(err));
    return;
  }
  if (err instanceof AppError) {
    if (err.headers) res.set(err.headers);
    res.status(err.status).json(appErrorBody(err));
    return;
  }
  const database = databaseErrorOf(err);
  if (database && INPUT_SQLSTATE_CLASSES.has(database.code.slice(0, 2))) {
    // Worth a look: a schema let through something the database refuses.
    req.log?.warn({ err: loggableError(err) }, 'the database refused a value');
    res.status(400).json(appErrorBody(invalidInput(INVALID_VALUE)));
    return;
  }
  const httpish = err as HttpishError;
  const status = httpish?.status ?? httpish?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known = httpish.type ? BODY_PARSER_ERRORS[httpish.type] : undefined;
    res.status(status).json({
      message: known?.message || (httpish.expose && httpish.message) || 'Bad request',
      code: known?.code ?? STATUS_CODES[status] ?? 'bad_request',
    } satisfies ApiErrorBody);
    return;
  }

  // The raw error would log the statement's bound values (guest details); only its outline is kept.
  req.log?.error({ err: loggableError(err) }, 'unhandled error');
  res.status(500).json({ message: INTERNAL, code: 'internal_error' } satisfies ApiErrorBody);
};

export const apiNotFound: RequestHandler = (req) => {
  throw notFound(`No API route for ${req.method} ${req.path}`);
};
