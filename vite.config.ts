import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const clientBuild = {
  outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
  emptyOutDir: true,
  sourcemap: false,
  // Fingerprinted file names (default) let the server cache /assets/* for a year.
  assetsDir: 'assets',
  // The server reads it to preload a lazy page's chunks with that page's first HTML.
  manifest: true,
  // Every browser we serve follows <link rel="modulepreload"> itself (an older one simply loads
  // the module when it is imported), so the entry carries no polyfill for it.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: {
      // Left to itself the splitter cuts what the pages share into dozens of small files: on a
      // first visit each is a request and a gzip header of its own. A public page loads its
      // entry (main.tsx, a few KB that schedule the islands) and, once idle or used, the islands'
      // runtime (React, the router, React Query, the page's data) as one chunk, the navbar's
      // islands as another and the toaster (Radix Toast) as a third; a page's own island
      // (the booking form, the cart) comes on top.
      codeSplitting: {
        groups: [
          {
            // What the entry runs at once (scheduling the islands, sending the page view) and
            // shares with the islands' runtime. Without this group the runtime's group would
            // take these too (a group includes its modules' dependencies) and the entry would
            // have to load React at once to get them.
            name: 'boot',
            test: /islands[\\/](schedule-islands|island-contract)\.ts$|lib[\\/](signed-in-hint|analytics|api-client|storage)\.ts$|app[\\/]ssr-contract\.ts$|shared[\\/](api[\\/](endpoint|endpoints|endpoints[\\/]analytics)|analytics-limits|http-error)\.ts$|preload-helper/,
            priority: 4,
          },
          {
            name: 'islands',
            test: /client[\\/]src[\\/](islands[\\/](hydrate-island|island-shell|page-query-client|island|island-loaders)|lib[\\/](query-client|sync-external-store|use-hydrated|auth|session-ended))\.tsx?$|node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|mitt|@tanstack)[\\/]/,
            priority: 3,
          },
          {
            name: 'site-islands',
            test: /components[\\/](layout[\\/](theme-toggle|phone-menu-toggle|menu-toggle-button|route-error-boundary)|menu-dialog[\\/]view-menu-button|ui[\\/](lazy-toaster|button))\.tsx$|lib[\\/](theme|cn)\.ts$/,
            priority: 2,
          },
          { name: 'toaster', test: /components[\\/]ui[\\/]toaster\.tsx$/, priority: 1 },
        ],
      },
    },
  },
};

// `vite build --ssr src/app/entry-server.tsx`: the server entry for SSR=on, which the server
// imports from dist/ssr (dependencies stay in node_modules).
const serverEntryBuild = {
  outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
  emptyOutDir: true,
  sourcemap: true,
  copyPublicDir: false,
};

const jitlessZod = fileURLToPath(new URL('./client/src/lib/zod-jitless.ts', import.meta.url));

// The browser's bare 'zod' is zod-jitless.ts (see there). The server entry's, built or loaded by
// the dev server, is zod itself: the dev server shares its zod with the API, whose parsers must
// stay as they are in production.
const browserZod: Plugin = {
  name: 'browser-zod',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.config.consumer === 'client',
  resolveId: (source) => (source === 'zod' ? jitlessZod : undefined),
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./client', import.meta.url)),
  publicDir: fileURLToPath(new URL('./client/public', import.meta.url)),
  plugins: [browserZod, react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./client/src', import.meta.url)) },
      { find: '@shared', replacement: fileURLToPath(new URL('./shared', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./client/src/lib/sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  build: isSsrBuild ? serverEntryBuild : clientBuild,
}));
