import type { Express, RequestHandler } from 'express';
import {
  publicRoute,
  requireAdmin,
  requireAuth,
  requireSignedIn,
} from '../middleware/require-auth';

/** Who may call a route, read from the markers in its handler stack. */
export type RouteAccess = 'public' | 'staff' | 'admin' | 'unmarked';

export type ListedRoute = {
  /** Upper case, e.g. 'PATCH'; 'ALL' for a route declared with .all(). */
  method: string;
  /** The full path as declared, e.g. '/api/reservations/:id/status'; a RegExp route as '/prefix/<regexp>'. */
  path: string;
  /** Set when the route's own part is a regular expression (the SPA fallback). */
  pattern?: { mount: string; regexp: RegExp };
  access: RouteAccess;
};

// The `router` package's layers, as far as the walk needs them. It is untyped, so the shape is
// written down here; route-list.integration.test.ts fails if a new version moves things around.
type HandlerLayer = { handle: RequestHandler; method?: string };
type RouteLike = { path: unknown; methods: Record<string, boolean>; stack: HandlerLayer[] };
type Layer = {
  handle: RequestHandler & { stack?: Layer[] };
  route?: RouteLike;
  rawPath?: unknown;
};

function joinPaths(prefix: string, path: string): string {
  const joined = `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

/** A layer can be declared on several paths at once; each is listed. */
function layerPaths(rawPath: unknown): unknown[] {
  if (rawPath === undefined) return ['/'];
  return Array.isArray(rawPath) ? rawPath : [rawPath];
}

function accessOf(handlers: HandlerLayer[]): RouteAccess {
  if (handlers.some((h) => h.handle === requireAdmin)) return 'admin';
  if (handlers.some((h) => h.handle === requireAuth || h.handle === requireSignedIn)) {
    return 'staff';
  }
  if (handlers.some((h) => h.handle === publicRoute)) return 'public';
  return 'unmarked';
}

function walk(stack: Layer[], prefix: string, out: ListedRoute[]): void {
  for (const layer of stack) {
    for (const raw of layerPaths(layer.rawPath)) {
      if (layer.route) {
        const route = layer.route;
        for (const [name, declared] of Object.entries(route.methods)) {
          if (!declared) continue;
          const method = name === '_all' ? undefined : name;
          // A route may declare several methods with different handlers; each is judged alone.
          const handlers = route.stack.filter((h) => h.method === undefined || h.method === method);
          const access = accessOf(handlers);
          const verb = method?.toUpperCase() ?? 'ALL';
          if (raw instanceof RegExp) {
            const mount = prefix === '/' ? '' : prefix;
            out.push({
              method: verb,
              path: `${mount}${String(raw)}`,
              pattern: { mount, regexp: raw },
              access,
            });
          } else {
            out.push({ method: verb, path: joinPaths(prefix, String(raw)), access });
          }
        }
      } else if (Array.isArray(layer.handle.stack)) {
        if (raw instanceof RegExp) {
          throw new Error(`listRoutes cannot follow a router mounted on a RegExp (${String(raw)})`);
        }
        walk(layer.handle.stack, joinPaths(prefix, String(raw)), out);
      }
    }
  }
}

/**
 * Every route the app answers, with the full path and who may call it, found by walking the
 * Express routers. Plain middleware (static files, parsers) is not a route and is not listed.
 */
export function listRoutes(app: Express): ListedRoute[] {
  const out: ListedRoute[] = [];
  walk((app.router as unknown as { stack: Layer[] }).stack, '', out);
  return out;
}

/** The names of a path's parameters, e.g. ['id'] for '/api/media/:id' (Express 5 syntax). */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/[:*]([A-Za-z_$][A-Za-z0-9_$]*)/g)].map((m) => m[1]!);
}

/**
 * The concrete path with each parameter replaced by its (already encoded) value; optional
 * groups `{...}` are kept with their content.
 */
export function fillPath(path: string, encodedValues: Record<string, string>): string {
  return path
    .replace(/[{}]/g, '')
    .replace(/[:*]([A-Za-z_$][A-Za-z0-9_$]*)/g, (_m, name: string) => {
      const value = encodedValues[name];
      if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
      return value;
    });
}
