import { fc } from '@fast-check/vitest';
import { DANGEROUS_CHARACTERS, NASTY_STRINGS, NUMBER_STRINGS } from './hostile-strings';
import { objectOf, percentEncode, raw } from './wire-format';

// Generators of what an attacker sends: text the database or a template chokes on, numbers
// outside every column's range, the wrong shapes, and JSON that JSON.stringify cannot write.

/** Any UTF-16 code unit, lone surrogates and controls included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Ordinary-looking text with one dangerous character inside, where a real field would have it. */
const textWith = (characters: readonly string[]) =>
  fc
    .tuple(
      fc.constantFrom('Asha', '7:00 PM - 8:00 PM', 'hi@example.com', '+91 98450', ''),
      fc.constantFrom(...characters),
      fc.constantFrom('Rao', '', ' ', 'x'),
    )
    .map((parts) => parts.join(''));

/** Short hostile text, small enough for a URL. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  // NUL gets a share of its own: PostgreSQL refuses it in every text column and in jsonb.
  { arbitrary: textWith(['\u0000']), weight: 4 },
  { arbitrary: textWith(DANGEROUS_CHARACTERS.control), weight: 2 },
  { arbitrary: textWith(DANGEROUS_CHARACTERS.surrogate), weight: 2 },
  { arbitrary: textWith(DANGEROUS_CHARACTERS.bidi), weight: 2 },
  { arbitrary: fc.constantFrom(...NUMBER_STRINGS), weight: 2 },
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 2 },
  { arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
);

// Node refuses request heads over 16 kB with its own 431 before the app sees them, so text meant
// for a URL stays short enough that a path and a query of four pairs fit.
const longUrlText = fc
  .tuple(fc.integer({ min: 1, max: 200 }), fc.constantFrom('x', '\u0000', '\u202e', 'é'))
  .map(([n, c]) => c.repeat(n));

/** Escapes no decoder accepts, and dot segments and slashes in disguise. */
const brokenEscapes = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '%2F',
  '%5C',
  '..',
  '%2e%2e',
  ';x',
  '%25%30%30',
);

/** Short text for a URL (a query key), already percent-encoded. */
export const shortUrlPart: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileText.map(percentEncode), weight: 4 },
  { arbitrary: brokenEscapes, weight: 1 },
);

/** Text for a path segment or a query value, already percent-encoded. */
export const hostileUrlPart: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileText.map(percentEncode), weight: 6 },
  { arbitrary: longUrlText.map(percentEncode), weight: 1 },
  { arbitrary: brokenEscapes, weight: 2 },
);

/** Long strings (up to 100,000 characters), near and over the 100 kB body limit. */
export const hugeText: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 1, max: 100_000 }),
    fc.constantFrom('x', 'a\u0000', '\u202e', 'é', '😀', '\ud800', ' '),
  )
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n));

/** Numbers outside every sane range, and number tokens JSON.stringify never writes. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      1e308,
      -1e308,
      2147483648,
      2147483647,
      -2147483649,
      2 ** 53,
      -(2 ** 53),
      1.5,
      -1,
      0,
      -0,
      Number.MIN_VALUE,
      1e-7,
    ),
    weight: 4,
  },
  {
    arbitrary: fc
      .constantFrom('1e999', '-1e999', '1E+400', '0.1e-400', `1${'0'.repeat(400)}`, '-0.0')
      .map(raw),
    weight: 2,
  },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  {
    arbitrary: fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((b) => raw(b.toString())),
    weight: 1,
  },
);

/** Brackets nested far deeper than any schema expects, and very long arrays. */
const deepNesting: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 30_000 }), fc.constantFrom('[', '{"a":'))
    .map(([n, open]) => raw(`${open.repeat(n)}1${(open === '[' ? ']' : '}').repeat(n)}`)),
  fc.integer({ min: 1, max: 30_000 }).map((n) => raw(`[${'0,'.repeat(n)}0]`)),
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '',
    ' ',
    'isAdmin',
    'id',
    'status',
    '$gt',
    'a.b',
    'a[0]',
  ),
  hostileText,
);

/** Any JSON value an attacker might send, nested a few levels, keys included. */
export function hostileValue(extraKeys: readonly string[] = []): fc.Arbitrary<unknown> {
  const key =
    extraKeys.length > 0 ? fc.oneof(hostileKey, fc.constantFrom(...extraKeys)) : hostileKey;
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 4 },
      { arbitrary: hostileText, weight: 4 },
      { arbitrary: hostileNumber, weight: 3 },
      { arbitrary: hugeText, weight: 1 },
      { arbitrary: fc.constantFrom(true, false, null), weight: 1 },
      { arbitrary: deepNesting, weight: 1 },
      { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 2 },
      {
        arbitrary: fc.array(fc.tuple(key, tie('value')), { maxLength: 5 }).map(objectOf),
        weight: 2,
      },
    ),
  }));
  return value;
}

/** Bodies that are not JSON at all, under the content types the API might meet. */
export const rawBody = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'multipart/form-data',
    'application/octet-stream',
    'application/xml',
  ),
  text: fc.oneof(
    fc.constantFrom(
      '{"a":',
      '\u0000',
      'nul',
      '{"__proto__":{"isAdmin":true}}',
      'name=a%00b&guests=1e308',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\n\r\nxx\r\n--xyz--',
      '--xyz\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nhero',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      '\ufeff{}',
    ),
    fc.string({ unit: anyCodeUnit, maxLength: 200 }),
  ),
});

const wrongShape = fc.oneof(fc.constantFrom(true, false, null, [], {}), hugeText, hostileValue());

/**
 * A hostile value to put in place of `original` in an otherwise valid body: mostly of the same
 * type (text for text, numbers for numbers), which is what gets past the type check and on to
 * the database, and sometimes of the wrong shape.
 */
export function hostileFieldFor(original: unknown): fc.Arbitrary<unknown> {
  const sameType =
    typeof original === 'number'
      ? fc.oneof(hostileNumber, fc.constantFrom(...NUMBER_STRINGS))
      : typeof original === 'string'
        ? hostileText
        : hostileValue();
  return fc.oneof({ arbitrary: sameType, weight: 4 }, { arbitrary: wrongShape, weight: 1 });
}
