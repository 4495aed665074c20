import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './project-root';

let version: string | undefined;

/** This release's version, from package.json (the build runs beside it). */
export function appVersion(): string {
  if (version === undefined) {
    const pkg = JSON.parse(fs.readFileSync(path.join(projectRoot(), 'package.json'), 'utf8'));
    version = String((pkg as { version?: unknown }).version ?? 'unknown');
  }
  return version;
}
