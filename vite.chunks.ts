import type { ChunkingContext } from 'rolldown';

// How a public page's code is cut into files. Left to itself the splitter cuts what pages share
// into dozens of small files: on a first visit each is a request and a gzip header of its own.
// A public page loads its entry (main.tsx) and the boot chunk, a few KB that schedule the
// islands; once idle or used, the islands' runtime (React, the router, React Query, the navbar's
// islands, and what the grouped islands share); a page's own island (the booking form, the cart,
// the home page's hero) comes on top as one file with everything only it needs. Radix Toast comes
// with the first toast. Rolldown keeps its own helpers in a small file of their own.
// vite.direct-imports.ts makes the module graph precise enough for this (see there).

/** The islands whose code is grouped per island, by the module each one is loaded from. */
const ISLAND_ROOTS = {
  booking: /features[\\/]reservations[\\/]components[\\/]booking-island\.tsx$/,
  corporate: /features[\\/]corporate[\\/]corporate-page\.tsx$/,
  home: /features[\\/]home[\\/]home-page\.tsx$/,
} as const;
type GroupedIsland = keyof typeof ISLAND_ROOTS;

/** Which grouped islands reach a module through static imports (the module itself included). */
function islandsReaching(ctx: ChunkingContext, id: string, memo: Map<string, Set<GroupedIsland>>) {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<GroupedIsland>();
  memo.set(id, found); // an import cycle ends here
  for (const [island, root] of Object.entries(ISLAND_ROOTS)) {
    if (root.test(id)) found.add(island as GroupedIsland);
  }
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
    for (const island of islandsReaching(ctx, importer, memo)) found.add(island);
  }
  return found;
}

function islandGroupOf(id: string, ctx: ChunkingContext): GroupedIsland | 'shared' | null {
  const reached = islandsReaching(ctx, id, memoOf(ctx));
  if (reached.size > 1) return 'shared';
  return reached.values().next().value ?? null;
}

// One memo per chunking pass (the context is the pass's).
const memos = new WeakMap<ChunkingContext, Map<string, Set<GroupedIsland>>>();
function memoOf(ctx: ChunkingContext) {
  let memo = memos.get(ctx);
  if (!memo) memos.set(ctx, (memo = new Map()));
  return memo;
}

/** React, the router, React Query, and the navbar's islands every public page has. */
const ISLANDS_RUNTIME =
  /client[\\/]src[\\/](islands[\\/](hydrate-island|island-shell|page-query-client|island|island-loaders)|lib[\\/](query-client|sync-external-store|use-hydrated|auth|session-ended|theme|cn)|components[\\/](layout[\\/](theme-toggle|phone-menu-toggle|menu-toggle-button|route-error-boundary)|menu-dialog[\\/]view-menu-button|ui[\\/](lazy-toaster|toast-viewport|button)))\.tsx?$|node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|mitt|@tanstack)[\\/]/;

export const publicChunkGroups = [
  {
    // What the entry runs at once (scheduling the islands, sending the page view) and shares
    // with the islands' runtime. Without this group the runtime's group would take these too (a
    // group includes its modules' dependencies) and the entry would have to load React at once.
    name: 'boot',
    test: /islands[\\/](schedule-islands|island-contract)\.ts$|lib[\\/](signed-in-hint|analytics|api-client|storage|page-ready)\.ts$|app[\\/]ssr-contract\.ts$|shared[\\/](api[\\/](endpoint|endpoints|endpoints[\\/]analytics)|analytics-limits|http-error)\.ts$|preload-helper/,
    priority: 10,
  },
  {
    // The runtime, and what both grouped islands use (so neither loads the other's file).
    name: (id: string, ctx: ChunkingContext) =>
      ISLANDS_RUNTIME.test(id) || islandGroupOf(id, ctx) === 'shared' ? 'islands' : null,
    debugName: 'islands',
    priority: 9,
  },
  { name: 'toaster', test: /components[\\/]ui[\\/]toaster\.tsx$/, priority: 7 },
  {
    // Shared modules went to the runtime above; each grouped island takes the rest it reaches.
    name: (id: string, ctx: ChunkingContext) => {
      const group = islandGroupOf(id, ctx);
      return group === 'shared' ? null : group;
    },
    debugName: 'island-groups',
    priority: 6,
  },
];
