import type { RouteMeta } from '@shared/route-meta';

const escapeAttr = (v: string) =>
  v
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** JSON inside <script>: no '<' may survive, so no text can close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** index.html with the route's title, description, robots rule, Open Graph tags and JSON-LD. */
export function renderIndex(
  template: string,
  meta: RouteMeta,
  options: {
    url: string;
    jsonLd?: Record<string, unknown>;
    preloads?: { scripts: string[]; styles: string[] };
    timeZone?: string;
  },
): string {
  const head = [
    `<meta name="description" content="${escapeAttr(meta.description)}" />`,
    `<meta name="robots" content="${meta.index ? 'index, follow' : 'noindex'}" />`,
    ...(options.timeZone
      ? [`<meta name="restaurant-timezone" content="${escapeAttr(options.timeZone)}" />`]
      : []),
    `<link rel="canonical" href="${escapeAttr(options.url)}" />`,
    `<meta property="og:type" content="restaurant" />`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(options.url)}" />`,
    ...(options.jsonLd
      ? [`<script type="application/ld+json">${safeJson(options.jsonLd)}</script>`]
      : []),
    ...(options.preloads?.scripts ?? []).map(
      (f) => `<link rel="modulepreload" crossorigin href="${escapeAttr(f)}" />`,
    ),
    ...(options.preloads?.styles ?? []).map(
      (f) => `<link rel="preload" as="style" crossorigin href="${escapeAttr(f)}" />`,
    ),
  ].join('\n    ');
  // Replacer functions, never replacement strings: in a string, $' $` $& $1 are patterns that
  // paste parts of the template, and the values here come from the URL and from staff.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(meta.title)}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/, () => '')
    .replace('</head>', () => `    ${head}\n  </head>`);
}
