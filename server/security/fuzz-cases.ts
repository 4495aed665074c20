import { fc } from '@fast-check/vitest';
import { fillPath, pathParamNames, type ListedRoute } from '../test/route-list';
import {
  hostileFieldFor,
  hostileKey,
  hostileText,
  hostileUrlPart,
  hostileValue,
  rawBody,
  shortUrlPart,
} from './hostile-input';
import { NUMBER_STRINGS } from './hostile-strings';
import { PLAUSIBLE_PARAMS, plausiblePath, type RouteExample } from './route-examples';
import { isWrite } from './site-under-test';
import { objectOf, percentEncode, toJsonText } from './wire-format';

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | {
      kind: 'multipart';
      fields: [string, string][];
      fileName: string | null;
      file: 'png' | 'pdf' | 'garbage' | 'empty' | 'none';
    };

/** One generated request: the path with its (encoded) parameters, a query string and a body. */
export type FuzzCase = { path: string; query: string; body: FuzzBody };

type Mutation = { set: unknown } | 'remove' | 'wrap-in-array' | 'as-string';

/** Every key path in an example body, nested objects included, e.g. ['extraData', 'contact']. */
function keyPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key],
    ...keyPaths(child, [...prefix, key]),
  ]);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function mutate(example: Record<string, unknown>, changes: [string[], Mutation][]): unknown {
  const body = structuredClone(example);
  for (const [path, change] of changes) {
    // An earlier change may have replaced a parent with something that has no fields.
    let parent: unknown = body;
    for (const key of path.slice(0, -1)) {
      parent = isRecord(parent) ? parent[key] : undefined;
    }
    if (!isRecord(parent)) continue;
    const target = parent;
    const key = path.at(-1)!;
    if (change === 'remove') delete target[key];
    else if (change === 'wrap-in-array') target[key] = [target[key]];
    else if (change === 'as-string') {
      const value = target[key];
      target[key] = typeof value === 'object' && value !== null ? toJsonText(value) : String(value);
    } else
      Object.defineProperty(target, key, {
        value: change.set,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return body;
}

/** The example body with one to three fields made hostile, and often a hostile extra key. */
function nearValidBody(
  example: Record<string, unknown>,
  fresh: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<unknown> {
  const paths = keyPaths(example);
  const leafAt = (path: string[]) =>
    path.reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], example);
  const change = fc.constantFrom(...paths).chain((path) =>
    fc
      .oneof(
        { arbitrary: hostileFieldFor(leafAt(path)).map((set): Mutation => ({ set })), weight: 6 },
        {
          arbitrary: fc.constantFrom<Mutation>('remove', 'wrap-in-array', 'as-string'),
          weight: 1,
        },
      )
      .map((mutation): [string[], Mutation] => [path, mutation]),
  );
  // Mostly one change, so the rest of the body stays valid and the handler gets to use it.
  const changes = fc.oneof(
    { arbitrary: change.map((c) => [c]), weight: 3 },
    { arbitrary: fc.array(change, { minLength: 1, maxLength: 3 }), weight: 1 },
  );
  return fc
    .tuple(fresh, changes, fc.option(fc.tuple(hostileKey, hostileValue()), { freq: 2 }))
    .map(([redrawn, changes, extra]) => {
      const body = mutate({ ...example, ...redrawn }, changes);
      if (extra && isRecord(body)) {
        return objectOf([...Object.entries(body), extra]);
      }
      return body;
    });
}

/** The example's own body (fresh fields redrawn), or none for routes that take no body. */
function validBody(route: ListedRoute, example: RouteExample | undefined): fc.Arbitrary<FuzzBody> {
  if (!isWrite(route.method)) return fc.constant({ kind: 'none' });
  if (example?.body) {
    const { body } = example;
    return (example.fresh ?? fc.constant({})).map((redrawn) => ({
      kind: 'json',
      value: { ...body, ...redrawn },
    }));
  }
  if (example?.multipart) {
    const { fields, fileName } = example.multipart;
    return fc.constant({
      kind: 'multipart',
      fields: Object.entries(fields),
      fileName,
      file: 'png',
    });
  }
  return fc.constant({ kind: 'none' });
}

function hostileBody(
  route: ListedRoute,
  example: RouteExample | undefined,
): fc.Arbitrary<FuzzBody> {
  // fetch cannot send a body with GET, and no GET route reads one.
  if (!isWrite(route.method)) return fc.constant({ kind: 'none' });
  const fields = example?.body ? Object.keys(example.body) : [];
  const options: fc.WeightedArbitrary<FuzzBody>[] = [
    { arbitrary: fc.constant<FuzzBody>({ kind: 'none' }), weight: 1 },
    { arbitrary: hostileValue(fields).map((value) => ({ kind: 'json', value })), weight: 3 },
    { arbitrary: rawBody.map((b): FuzzBody => ({ kind: 'raw', ...b })), weight: 1 },
  ];
  if (example?.body) {
    const near = nearValidBody(example.body, example.fresh ?? fc.constant({}));
    options.push({ arbitrary: near.map((value) => ({ kind: 'json', value })), weight: 8 });
  }
  if (example?.multipart) {
    const { fields: valid, fileName } = example.multipart;
    const field = fc.oneof(fc.constantFrom(...Object.keys(valid)), hostileKey);
    const fieldValue = fc.oneof(fc.constantFrom(...Object.values(valid)), hostileText);
    const multipart = fc.record({
      kind: fc.constant('multipart' as const),
      fields: fc.oneof(
        fc.constant(Object.entries(valid)),
        fc.array(fc.tuple(field, fieldValue), { maxLength: 4 }),
      ),
      fileName: fc.option(fc.oneof(fc.constant(fileName), hostileText)),
      file: fc.constantFrom('png', 'pdf', 'garbage', 'empty', 'none'),
    });
    options.push({ arbitrary: multipart, weight: 8 });
  }
  return fc.oneof({ withCrossShrink: true }, ...options);
}

const encodeQuery = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
    .join('&');

const withMark = (query: string) => (query ? `?${query}` : '');

function hostileQuery(example: RouteExample | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(example?.query ?? {});
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), shortUrlPart) : shortUrlPart;
  const pairs = fc
    .array(fc.tuple(key, hostileUrlPart), { maxLength: 4 })
    .map((p) => p.map(([k, v]) => `${k}=${v}`).join('&'));
  const valid = encodeQuery(example?.query ?? {});
  const options = [
    pairs,
    fc.constantFrom('__proto__[admin]=1', 'a=1&a=2&a=3', '&&=&', '%', 'a[b][c]=1'),
  ];
  // The valid query with hostile pairs after it: a repeated key becomes an array.
  if (valid) options.push(pairs.map((extra) => [valid, extra].filter(Boolean).join('&')));
  return fc.oneof({ withCrossShrink: true }, ...options).map(withMark);
}

/** Path parameters: ids and numbers written as text are what they most often get wrong. */
const hostileParam = fc.oneof(
  { arbitrary: hostileUrlPart, weight: 3 },
  { arbitrary: fc.constantFrom(...NUMBER_STRINGS).map(percentEncode), weight: 2 },
);

function validPath(route: ListedRoute, example: RouteExample | undefined): string {
  if (route.pattern) return plausiblePath(route);
  const values = Object.fromEntries(
    pathParamNames(route.path).map((name) => [
      name,
      percentEncode(example?.params?.[name] ?? PLAUSIBLE_PARAMS[name] ?? '1'),
    ]),
  );
  return fillPath(route.path, values);
}

function hostilePath(route: ListedRoute): fc.Arbitrary<string> {
  if (route.pattern) {
    const { mount, regexp } = route.pattern;
    const segment = fc.oneof(
      fc.constantFrom('', 'book', 'staff', 'login', 'reservation', 'menu', 'x.js', 'favicon.svg'),
      hostileUrlPart,
    );
    return fc
      .array(segment, { maxLength: 4 })
      .map((segments) => `${mount}/${segments.join('/')}`)
      .filter((p) => regexp.test(p.slice(mount.length) || '/'));
  }
  const names = pathParamNames(route.path);
  return fc
    .tuple(...names.map(() => hostileParam))
    .map((encoded) =>
      fillPath(route.path, Object.fromEntries(names.map((n, i) => [n, encoded[i]!]))),
    );
}

/**
 * Requests for one route. Mostly one part is hostile and the others are valid, so each hostile
 * value meets the code behind the checks the valid parts pass; sometimes everything is.
 */
export function fuzzCases(
  route: ListedRoute,
  example: RouteExample | undefined,
): fc.Arbitrary<FuzzCase> {
  const path = { valid: fc.constant(validPath(route, example)), hostile: hostilePath(route) };
  const query = {
    valid: fc.constant(withMark(encodeQuery(example?.query ?? {}))),
    hostile: hostileQuery(example),
  };
  const body = { valid: validBody(route, example), hostile: hostileBody(route, example) };
  const hasParams = route.pattern !== undefined || pathParamNames(route.path).length > 0;
  const hasBody = isWrite(route.method);
  const options: fc.WeightedArbitrary<FuzzCase>[] = [
    {
      arbitrary: fc.record({ path: path.valid, query: query.hostile, body: body.valid }),
      weight: 2,
    },
    {
      arbitrary: fc.record({ path: path.hostile, query: query.hostile, body: body.hostile }),
      weight: 2,
    },
  ];
  if (hasParams) {
    options.push({
      arbitrary: fc.record({ path: path.hostile, query: query.valid, body: body.valid }),
      weight: 3,
    });
  }
  if (hasBody) {
    options.push({
      arbitrary: fc.record({ path: path.valid, query: query.valid, body: body.hostile }),
      weight: 8,
    });
  }
  return fc.oneof(...options);
}
