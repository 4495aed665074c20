import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp, stdSerializers } from 'pino-http';
import { loggableError, maskManageLinks, type Logger } from './logger';

/** Query keys are kept when they look like ours; anything else could itself be data. */
const PLAIN_KEY = /^[A-Za-z0-9_.[\]-]{1,40}$/;

/**
 * A URL as it may be logged: manage-link tokens masked, and query values (a date, a search for
 * a guest's name) replaced, keeping the path and the keys so the request can still be told apart.
 */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return maskManageLinks(url);
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const key = pair.split('=', 1)[0]!;
      return `${PLAIN_KEY.test(key) ? key : '[redacted]'}=[redacted]`;
    })
    .join('&');
  return `${maskManageLinks(url.slice(0, queryStart))}?${query}`;
}

type ExpressRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

/**
 * The request as logged: no query object or route params (they hold the values and the token),
 * and the Referer masked too, since the manage page's own URL carries the token.
 */
function loggableRequest(req: ExpressRequest) {
  const { referer, ...headers } = req.headers;
  return {
    id: req.id,
    method: req.method,
    url: loggableUrl(req.originalUrl ?? req.url ?? ''),
    headers: referer === undefined ? headers : { ...headers, referer: loggableUrl(referer) },
    remoteAddress: req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

const PROBES = new Set(['/healthz', '/readyz']);

/**
 * One log line per request with a request id (also sent back as X-Request-Id), and `req.log`
 * for handlers, all written without secrets or guest details. Headers listed in the logger's
 * redact list are blotted out there.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (_req, res) => {
      const id = crypto.randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // pino-http would otherwise run its own serializers first and hand ours their output.
    wrapSerializers: false,
    serializers: {
      req: loggableRequest,
      res: (res: ServerResponse) => stdSerializers.res(res),
      err: loggableError,
    },
    autoLogging: { ignore: (req) => PROBES.has(req.url ?? '') },
  });
}
