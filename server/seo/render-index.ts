import type { RouteMeta } from '@shared/route-meta';
import { SSR_STATE_ELEMENT_ID } from '../../client/src/app/ssr-contract';

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
    /** TASTING_LENGTH_MINUTES, so the staff screens judge when a seating's evening is over. */
    tastingMinutes?: number;
    /**
     * A page rendered on the server: its markup goes into #root, and the data it was rendered
     * with into a JSON script element beside it (data, never run: the CSP allows no inline
     * script), which the client hydrates from.
     */
    page?: { html: string; state: unknown };
  },
): string {
  const head = [
    `<meta name="description" content="${escapeAttr(meta.description)}" />`,
    `<meta name="robots" content="${meta.index ? 'index, follow' : 'noindex'}" />`,
    ...(options.timeZone
      ? [`<meta name="restaurant-timezone" content="${escapeAttr(options.timeZone)}" />`]
      : []),
    ...(options.tastingMinutes
      ? [
          `<meta name="restaurant-tasting-minutes" content="${Math.round(options.tastingMinutes)}" />`,
        ]
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
      (f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttr(f)}" />`,
    ),
    ...(options.preloads?.styles ?? []).map(
      (f) => `<link rel="preload" as="style" crossorigin href="${escapeAttr(f)}" />`,
    ),
  ].join('\n    ');
  // Replacer functions, never replacement strings: in a string, $' $` $& $1 are patterns that
  // paste parts of the template, and the values here come from the URL and from staff.
  const { page } = options;
  const withHead = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(meta.title)}</title>`)
    .replace(/\s*<meta\s+name="description"[^>]*>/, () => '')
    .replace('</head>', () => `    ${head}\n  </head>`);
  if (!page) return withHead;
  return withHead.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${safeJson(page.state)}</script>`,
  );
}
