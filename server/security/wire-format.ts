import { fc } from '@fast-check/vitest';

// How generated values go on the wire: JSON and URLs that the usual encoders would not write.

/** A JSON fragment sent exactly as written (-0, 1e999, 30,000 nested brackets). */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    const shown =
      this.text.length > 60 ? `${this.text.slice(0, 60)}… (${this.text.length})` : this.text;
    return `raw(${JSON.stringify(shown)})`;
  }
}
export const raw = (text: string) => new RawJson(text);

/** An object that may own keys such as `__proto__`, which a literal would turn into a prototype. */
export function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return object;
}

/** JSON text for a generated value, keeping what JSON.stringify would lose or refuse. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'number') {
    if (Object.is(value, -0)) return '-0';
    // NaN and Infinity are not JSON; sent as is, they test the parser's refusal.
    return Number.isFinite(value) ? JSON.stringify(value) : String(value);
  }
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value).map(
      (k) => `${JSON.stringify(k)}:${toJsonText((value as Record<string, unknown>)[k])}`,
    );
    return `{${members.join(',')}}`;
  }
  // Well-formed JSON.stringify writes a lone surrogate as a \ud800 escape, which is the point.
  return JSON.stringify(value ?? null);
}

/**
 * Percent-encodes text for a URL. A lone surrogate has no UTF-8 form (encodeURIComponent
 * throws), so its WTF-8 bytes are sent, which the server must refuse to decode.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}
