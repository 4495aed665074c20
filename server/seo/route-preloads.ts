import fs from 'node:fs';
import path from 'node:path';
import { lazyChunkOf } from '@shared/routes';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type Preloads = { scripts: string[]; styles: string[] };

/**
 * Reads the build manifest once and answers, per path, which lazy chunks the page will import
 * (the route table in shared/routes.ts names each page's chunk),
 * so the first HTML can start fetching them instead of waiting for the entry script to ask.
 */
export function routePreloads(clientDir: string): (requestPath: string) => Preloads {
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(
      fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    // No manifest (an older build): pages still work, just without the hints.
  }
  const entryFiles = new Set(collect(manifest, 'index.html').scripts);
  const cache = new Map<string, Preloads>();

  return (requestPath) => {
    const chunk = lazyChunkOf(requestPath);
    if (!chunk || !manifest[chunk]) return { scripts: [], styles: [] };
    let preloads = cache.get(chunk);
    if (!preloads) {
      const all = collect(manifest, chunk);
      preloads = { scripts: all.scripts.filter((f) => !entryFiles.has(f)), styles: all.styles };
      cache.set(chunk, preloads);
    }
    return preloads;
  };
}

function collect(manifest: Manifest, key: string, seen = new Set<string>()): Preloads {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { scripts: [], styles: [] };
  seen.add(key);
  const scripts = [`/${chunk.file}`];
  const styles = (chunk.css ?? []).map((f) => `/${f}`);
  for (const imported of chunk.imports ?? []) {
    const sub = collect(manifest, imported, seen);
    scripts.push(...sub.scripts);
    styles.push(...sub.styles);
  }
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}
