import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
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

const appErrorBody = (err: AppError): ApiErrorBody => ({
  message: err.message,
  code: err.code,
  ...(err.nights ? { nights: err.nights } : {}),
});

/** A refusal as the API words it: its status, body and headers (e.g. Retry-After). */
export type ClientErrorAnswer = {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string> | undefined;
};

/**
 * What the caller did wrong, as the API answers it; undefined for a fault of ours (a 500). The
 * JSON API and the pages that answer a posted form (POST /book) word refusals alike from this.
 */
export function clientErrorAnswer(err: unknown, req: Request): ClientErrorAnswer | undefined {
  if (err instanceof ZodError) return { status: 400, body: zodErrorBody(err) };
  if (err instanceof AppError) {
    return { status: err.status, body: appErrorBody(err), headers: err.headers };
  }
  const database = databaseErrorOf(err);
  if (database && INPUT_SQLSTATE_CLASSES.has(database.code.slice(0, 2))) {
    // Worth a look: a schema let through something the database refuses.
    req.log?.warn({ err: loggableError(err) }, 'the database refused a value');
    return { status: 400, body: appErrorBody(invalidInput(INVALID_VALUE)) };
  }
  const httpish = err as HttpishError;
  const status = httpish?.status ?? httpish?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known = httpish.type ? BODY_PARSER_ERRORS[httpish.type] : undefined;
    return {
      status,
      body: {
        message: known?.message || (httpish.expose && httpish.message) || 'Bad request',
        code: known?.code ?? STATUS_CODES[status] ?? 'bad_request',
      },
    };
  }
  return undefined;
}

/** The one place where an error becomes an HTTP answer. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) return next(err);
  const answer = clientErrorAnswer(err, req);
  if (answer) {
    if (answer.headers) res.set(answer.headers);
    res.status(answer.status).json(answer.body);
    return;
  }
  // The raw error would log the statement's bound values (guest details); only its outline is kept.
  req.log?.error({ err: loggableError(err) }, 'unhandled error');
  res.status(500).json({ message: INTERNAL, code: 'internal_error' } satisfies ApiErrorBody);
};

export const apiNotFound: RequestHandler = (req) => {
  throw notFound(`No API route for ${req.method} ${req.path}`);
};
