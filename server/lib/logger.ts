import { DrizzleQueryError } from 'drizzle-orm';
import { pino, type DestinationStream, type Logger } from 'pino';
import { databaseErrorOf } from './app-error';

export type { Logger };

/** Request headers that carry credentials or a guest's replay key: their values are never logged. */
export const SECRET_HEADERS = ['cookie', 'authorization', 'idempotency-key'] as const;

/** Writes JSON lines to stdout, or to `destination` (tests read what would have been written). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    // Personal data stays out of the logs: credentials, cookies and replay keys are never written.
    redact: [...SECRET_HEADERS.map((h) => `req.headers["${h}"]`), 'res.headers["set-cookie"]'],
    serializers: { err: loggableError },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Where a guest's manage-link token sits in a path: the API's /reservations/manage/<token> (and
 * its /cancel) and the page /reservation/<token>. Express matches routes without regard to case.
 */
const MANAGE_LINK = /(\/(?:reservations\/+manage|reservation)\/+)[^/?#\s"'<>]+/gi;

/** The path (or full URL) with every manage-link token replaced, so the link cannot be replayed. */
export function maskManageLinks(text: string): string {
  return text.replace(MANAGE_LINK, (_match, prefix: string) => `${prefix}[token]`);
}

const EMAIL = /[^\s@"'<>()[\]:;,]+@[^\s@"'<>()[\]:;,]+/g;
const PHONE = /\+?\d[\d\s()-]{6,}\d/g;
/** Long runs that hold a digit are tokens, token hashes or idempotency keys. */
const LONG_RUN = /[A-Za-z0-9_-]{20,}/g;
/** Longer messages are cut, which also keeps the patterns above quick on hostile text. */
const MAX_MESSAGE_CHARS = 2000;

/** A message with anything that could be a guest's address, phone or secret blotted out. */
export function scrubText(text: string): string {
  return maskManageLinks(text.slice(0, MAX_MESSAGE_CHARS))
    .replace(EMAIL, () => '[email]')
    .replace(PHONE, () => '[number]')
    .replace(LONG_RUN, (run) => (/\d/.test(run) ? '[token]' : run));
}

/** SQLSTATE classes whose messages quote the refused value (22 data exception, 54 limits). */
const VALUE_QUOTING_CLASSES = new Set(['22', '54']);

/** What an error may tell the logs. */
export type LoggableError = {
  type: string;
  message?: string;
  /** The SQLSTATE (with what PostgreSQL names below), or a system code such as ECONNREFUSED. */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The failed SQL text; its bound values are never kept. */
  query?: string;
  /** Stack frames only: the first lines of a stack repeat the message. */
  stack?: string;
  cause?: LoggableError;
};

/**
 * The pino serializer for `err`. Drizzle's error message lists the statement's bound values
 * (a guest's name, e-mail, phone, token hash) and PostgreSQL's detail repeats the row, so an
 * error is rebuilt from fields that name things but never carry values.
 */
export function loggableError(value: unknown): unknown {
  return value instanceof Error ? describeError(value, 0) : value;
}

const MAX_QUERY_CHARS = 2000;

function describeError(err: Error, depth: number): LoggableError {
  const described: LoggableError = { type: err.constructor?.name || err.name };
  const database = databaseErrorOf(err);
  if (database === err) {
    described.code = database.code;
    if (!VALUE_QUOTING_CLASSES.has(database.code.slice(0, 2))) {
      described.message = scrubText(database.message);
    }
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      if (typeof database[key] === 'string') described[key] = database[key];
    }
  } else if (err instanceof DrizzleQueryError) {
    described.query = err.query.slice(0, MAX_QUERY_CHARS);
  } else {
    described.message = scrubText(err.message);
    // System and library codes (ECONNREFUSED, EAUTH) name a failure without carrying data.
    const { code } = err as { code?: unknown };
    if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) described.code = code;
  }
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  if (frames.length > 0) described.stack = frames.join('\n');
  if (err.cause instanceof Error && depth < 4) {
    described.cause = describeError(err.cause, depth + 1);
  }
  return described;
}
