// The JavaScript every public page loads, each file gzipped as the server sends it. A page the
// server rendered runs only its entry at first (a boot file that schedules the page's islands);
// once the browser is idle, or at the visitor's first touch, it loads the islands' runtime
// (React, the router, React Query, the navbar's islands: theme control, phone menu). All of that
// counts: it is what a reading visitor downloads. A page's own island (the booking form, the
// cart) comes on top and is left to the per-page Lighthouse figures; so are Radix Toast (loaded
// with the first toast) and the staff portal, never part of a public page's first load.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The files a manifest entry brings in: its own, and those of its static imports, deeply. */
function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => staticClosure(manifest, k, seen))];
}

export function publicInitialJs(root) {
  const clientDir = path.join(root, 'dist/client');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  );
  // The runtime is a chunk of its own (vite.chunks.ts).
  const loadedOnEveryPage = Object.keys(manifest).filter((key) => manifest[key].name === 'islands');
  const seen = new Set();
  const files = ['index.html', ...loadedOnEveryPage]
    .flatMap((key) => staticClosure(manifest, key, seen))
    .filter((file) => file.endsWith('.js'));
  const bytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(clientDir, file))).length,
    0,
  );
  return {
    gzipKb: Number((bytes / 1024).toFixed(1)),
    files,
    // The staff portal is its own lazy chunk (staff-app-*.js): never part of a public first load.
    staffPortalInitial: files.some((file) => /\/staff-app-[^/]*\.js$/.test(file)),
  };
}
