import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
};

// `vite build --ssr src/app/entry-server.tsx`: the server entry for SSR=on, which the server
// imports from dist/ssr (dependencies stay in node_modules).
const serverEntryBuild = {
  outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
  emptyOutDir: true,
  sourcemap: true,
  copyPublicDir: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./client', import.meta.url)),
  publicDir: fileURLToPath(new URL('./client/public', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./client/src', import.meta.url)) },
      { find: '@shared', replacement: fileURLToPath(new URL('./shared', import.meta.url)) },
      // The browser's zod never compiles parsers with eval (see client/src/lib/zod-jitless.ts).
      ...(isSsrBuild
        ? []
        : [
            {
              find: /^zod$/,
              replacement: fileURLToPath(
                new URL('./client/src/lib/zod-jitless.ts', import.meta.url),
              ),
            },
          ]),
    ],
  },
  build: isSsrBuild ? serverEntryBuild : clientBuild,
}));
