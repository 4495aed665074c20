import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { publicChunkGroups } from './vite.chunks';
import { directBarrelImports } from './vite.direct-imports';

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
      codeSplitting: { groups: publicChunkGroups },
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
  plugins: [browserZod, react(), tailwindcss(), directBarrelImports()],
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
