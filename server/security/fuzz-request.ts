import type { ListedRoute } from '../test/route-list';
import type { FuzzBody, FuzzCase } from './fuzz-cases';
import { isWrite, SAME_ORIGIN } from './site-under-test';
import { toJsonText } from './wire-format';

// Sending a generated case to the running server, and judging the answer.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function requestBody(
  body: FuzzBody,
  png: Buffer,
): { body?: BodyInit; headers: Record<string, string> } {
  switch (body.kind) {
    case 'none':
      return { headers: {} };
    case 'json':
      return { body: toJsonText(body.value), headers: { 'Content-Type': 'application/json' } };
    case 'raw':
      return { body: body.text, headers: { 'Content-Type': body.contentType } };
    case 'multipart': {
      const form = new FormData();
      for (const [name, value] of body.fields) form.append(name, value);
      const bytes = {
        png,
        pdf: PDF,
        garbage: Buffer.from('\u0000\u00ffnot an image'),
        empty: Buffer.alloc(0),
      };
      if (body.file !== 'none') {
        const blob = new Blob([new Uint8Array(bytes[body.file])]);
        if (body.fileName === null) form.append('file', blob);
        else form.append('file', blob, body.fileName);
      }
      return { body: form, headers: {} };
    }
  }
}

/** Text cut to `max` characters for a failure message, saying how long it was. */
export const cut = (text: string, max = 1500) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/** How a request looks in a failure message, long values cut short. */
export function describeRequest(method: string, c: FuzzCase): string {
  const url = cut(`${c.path}${c.query}`, 500);
  const body =
    c.body.kind === 'json'
      ? `application/json ${cut(toJsonText(c.body.value))}`
      : c.body.kind === 'raw'
        ? `${c.body.contentType} ${cut(JSON.stringify(c.body.text))}`
        : c.body.kind === 'multipart'
          ? `multipart fields=${cut(JSON.stringify(c.body.fields))} file=${c.body.file} name=${JSON.stringify(c.body.fileName)}`
          : '(no body)';
  return `${method} ${url}\nbody: ${body}`;
}

export type Answer = { status: number; contentType: string; text: string };

/** Sends a case to the running server. */
export async function send(
  baseUrl: string,
  method: string,
  c: FuzzCase,
  options: { cookie?: string; png: Buffer },
): Promise<Answer> {
  const { body, headers } = requestBody(c.body, options.png);
  const res = await fetch(`${baseUrl}${c.path}${c.query}`, {
    method: method === 'ALL' ? 'GET' : method,
    headers: {
      ...headers,
      ...(isWrite(method) ? SAME_ORIGIN : {}),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    ...(body === undefined ? {} : { body }),
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text: await res.text(),
  };
}

/**
 * What is wrong with an answer, or undefined: never a 5xx, and every API error is JSON with a
 * message, a code and, if present, errors as {path, message} pairs. Pages may answer 404 in HTML.
 */
export function contractProblem(route: ListedRoute, answer: Answer): string | undefined {
  if (answer.status >= 500) return `a ${answer.status} answer`;
  if (answer.status < 400) return undefined;
  const isJson = /^application\/json/.test(answer.contentType);
  if (!isJson) return route.path.startsWith('/api/') ? 'an API error that is not JSON' : undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'an error body that does not parse as JSON';
  }
  const { message, code, errors } = (body ?? {}) as Record<string, unknown>;
  if (typeof message !== 'string') return 'an error without a string message';
  if (typeof code !== 'string') return 'an error without a string code';
  if (errors !== undefined) {
    const wellFormed =
      Array.isArray(errors) &&
      errors.every(
        (e) =>
          e !== null &&
          typeof e === 'object' &&
          typeof (e as Record<string, unknown>).path === 'string' &&
          typeof (e as Record<string, unknown>).message === 'string',
      );
    if (!wellFormed) return 'errors that are not a list of {path, message}';
  }
  return undefined;
}
