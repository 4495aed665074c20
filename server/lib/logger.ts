import { DrizzleQueryError } from 'drizzle-orm';
import { pino, type DestinationStream, type Logger } from 'pino';
import { databaseErrorOf } from './app-error';

export type { Logger };

/** Request headers that carry credentials or a guest's replay key: their values are never logged. */
export const SECRET_HEADERS = ['cookie', 'authorization', 'idempotency-key'] as const;

/**
 * Writes to the console (see setConsoleFormat), or to `destination` (tests read what would have
 * been written). Every format is made from the same redacted JSON line.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    // Personal data stays out of the logs: credentials, cookies and replay keys are never written.
    redact: [...SECRET_HEADERS.map((h) => `req.headers["${h}"]`), 'res.headers["set-cookie"]'],
    serializers: { err: loggableError },
  };
  return pino(options, destination ?? consoleDestination);
}

/**
 * How the console shows the logs: JSON lines for a log collector in production, or one short
 * line each (`GET /api/menu 200 3ms`) for a developer, whose console would otherwise scroll a
 * 2 KB line per request.
 */
export type ConsoleFormat = 'json' | 'readable';

// One console per process, so one format: chosen from the configuration at start-up (start.ts).
let consoleFormat: ConsoleFormat = 'json';

/** Sets how loggers writing to the console show their lines from now on. */
export function setConsoleFormat(format: ConsoleFormat): void {
  consoleFormat = format;
}

const consoleDestination: DestinationStream = {
  write(chunk: string) {
    process.stdout.write(consoleFormat === 'json' ? chunk : readableLines(chunk));
  },
};

/** A destination that shows what pino writes as short readable lines (development). */
export function readableDestination(write: (text: string) => void): DestinationStream {
  return { write: (chunk: string) => write(readableLines(chunk)) };
}

const LEVEL_LABELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Left out of a readable line: the request line says them, or a developer does not need them. */
const UNSHOWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'req', 'res', 'err']);

function readableLines(chunk: string): string {
  return chunk
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => `${readableLine(line)}\n`)
    .join('');
}

type LoggedRequest = { method?: unknown; url?: unknown };

/**
 * One JSON log line as a developer reads it: a finished request as `GET /api/menu 200 3ms`,
 * anything else as `INFO message key=value`, and an error's type, message and stack below it.
 * Headers, ids and the rest stay in the JSON that production writes.
 */
export function readableLine(jsonLine: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(jsonLine) as Record<string, unknown>;
  } catch {
    return jsonLine;
  }
  const req = entry.req as LoggedRequest | undefined;
  const res = entry.res as { statusCode?: unknown } | undefined;
  const request = req ? `${String(req.method)} ${String(req.url)}` : undefined;
  const msg = typeof entry.msg === 'string' ? entry.msg : '';
  if (request && res && typeof entry.responseTime === 'number') {
    const line = `${request} ${String(res.statusCode)} ${Math.round(entry.responseTime)}ms`;
    // pino-http's other endings (request errored, request aborted) are worth saying. Its `err`
    // is not: the error handler has logged the real error already, and pino-http's own is a
    // made-up 'failed with status code 500'.
    return msg === 'request completed' ? line : `${line} (${msg})`;
  }
  const label = LEVEL_LABELS[entry.level as number] ?? String(entry.level);
  const fields = Object.entries(entry)
    .filter(([key]) => !UNSHOWN_FIELDS.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const line = [label, msg, ...fields, request ? `(${request})` : ''].filter(Boolean).join(' ');
  return entry.err === undefined ? line : `${line}\n${readableError(entry.err, '  ')}`;
}

function readableError(err: unknown, indent: string): string {
  if (typeof err !== 'object' || err === null) return `${indent}${String(err)}`;
  const e = err as Partial<LoggableError>;
  const what = [e.type, e.code].filter(Boolean).join(' ');
  const lines = [`${indent}${what}: ${e.message ?? e.query ?? ''}`];
  if (e.stack) lines.push(...e.stack.split('\n').map((frame) => `${indent}  ${frame.trim()}`));
  if (e.cause) lines.push(`${indent}caused by`, readableError(e.cause, `${indent}  `));
  return lines.join('\n');
}

/**
 * Where a guest's secret token sits in a path: the API's /reservations/manage/<token> (and its
 * /cancel), the page /reservation/<token>, and a buyer's order page /order/<token> with its API
 * /corporate-orders/by-token/<token>. Express matches routes without regard to case.
 */
const MANAGE_LINK =
  /(\/(?:reservations\/+manage|reservation|order|corporate-orders\/+by-token)\/+)[^/?#\s"'<>]+/gi;

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
