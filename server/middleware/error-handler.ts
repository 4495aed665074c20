import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '@shared/http-error';
import { AppError } from '../lib/app-error';

/** Errors thrown by Express's own middleware (body-parser, send) carry a status and a type. */
type HttpishError = Error & {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
};

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Request body is not valid JSON',
  'entity.too.large': 'Request body is too large',
  'encoding.unsupported': 'Unsupported request encoding',
  'charset.unsupported': 'Unsupported request charset',
  'request.aborted': 'Request aborted',
};

export function zodErrorBody(error: ZodError): ApiErrorBody {
  return {
    message: error.issues[0]?.message ?? 'Invalid input',
    errors: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}

/** The one place where an error becomes an HTTP answer (ARCHITECTURE §5). */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) return next(err);

  if (err instanceof ZodError) {
    res.status(400).json(zodErrorBody(err));
    return;
  }
  if (err instanceof AppError) {
    if (err.headers) res.set(err.headers);
    res.status(err.status).json({ message: err.message } satisfies ApiErrorBody);
    return;
  }
  const httpish = err as HttpishError;
  const status = httpish?.status ?? httpish?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message =
      (httpish.type && BODY_PARSER_MESSAGES[httpish.type]) ||
      (httpish.expose && httpish.message) ||
      'Bad request';
    res.status(status).json({ message } satisfies ApiErrorBody);
    return;
  }

  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};

export const apiNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ message: `No API route for ${req.method} ${req.path}` } satisfies ApiErrorBody);
};
