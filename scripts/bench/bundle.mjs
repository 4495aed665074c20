// The JavaScript a public page loads before anything else, each file gzipped as the server sends
// it: the entry the built index.html names, and what the entry imports at once. The entry is a
// small boot file that imports the app (src/app/start.tsx) as soon as the page has painted, so
// the app and everything it imports statically count too; the pages the router loads lazily
// (booking, manage, sign-in, staff) do not.
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
  const entry = manifest['index.html'];
  const seen = new Set();
  const files = [
    ...staticClosure(manifest, 'index.html', seen),
    // The entry's own dynamic import is the app itself, asked for on every public page.
    ...(entry.dynamicImports ?? []).flatMap((key) => staticClosure(manifest, key, seen)),
  ].filter((file) => file.endsWith('.js'));
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
