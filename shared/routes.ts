/**
 * Paths the SPA renders as real pages. The server answers 200 for these and
 * 404 (still with the SPA, which shows its 404 page) for anything else.
 */
export const SPA_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/book$/,
  /^\/corporate$/,
  /^\/contact$/,
  /^\/login$/,
  /^\/staff$/,
  /^\/staff\/(reservations|menu|menu-management|content|orders)$/,
  /^\/reservation\/[A-Za-z0-9_-]+$/,
];

export function isSpaRoute(path: string): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SPA_ROUTE_PATTERNS.some((pattern) => pattern.test(normalised));
}
