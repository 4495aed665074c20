// The JavaScript a public page loads before anything else: the scripts and module preloads that
// the built index.html names, each gzipped as the server sends it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function publicInitialJs(root) {
  const clientDir = path.join(root, 'dist/client');
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
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
