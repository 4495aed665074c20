import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const THEME_SCRIPT_TAG = /<script src="\/theme-init\.js"><\/script>/;
const THEME_SCRIPT_FILE = 'theme-init.js';

/** The theme script's text in the built client, or undefined when it is not there. */
function themeScript(clientDir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(clientDir, THEME_SCRIPT_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** A CSP source for one inline script: the base64 SHA-256 of its exact text. */
export function cspHashOf(scriptText: string): string {
  return `'sha256-${createHash('sha256').update(scriptText, 'utf8').digest('base64')}'`;
}

/**
 * The CSP sources the built pages' inline scripts need: the theme script's hash, nothing else.
 * app.ts gives them to the security headers; criticalHead writes the script they allow.
 */
export function inlineScriptSources(clientDir: string): string[] {
  const script = themeScript(clientDir);
  return script ? [cspHashOf(script)] : [];
}

/**
 * The built index.html made to paint from its own bytes. A first visit on a slow phone pays a
 * round trip for every file the first paint waits on, so:
 * - the theme script (it must run before the first paint, or a dark-theme visitor sees a white
 *   flash) is written into the page, allowed by its hash in the CSP, never by 'unsafe-inline';
 * - the app's scripts are fetched at low priority: the page is already in the HTML, so they only
 *   make it interactive, and must not hold up the stylesheet, the hero image or the first paint.
 *   The page's own chunks (route-preloads) get the same attribute where they are written.
 */
export function criticalHead(template: string, clientDir: string): string {
  const script = themeScript(clientDir);
  const withTheme = script
    ? template.replace(THEME_SCRIPT_TAG, () => `<script>${script}</script>`)
    : template;
  return withTheme
    .replace(
      /<script type="module" crossorigin /g,
      '<script type="module" fetchpriority="low" crossorigin ',
    )
    .replace(
      /<link rel="modulepreload" crossorigin /g,
      '<link rel="modulepreload" fetchpriority="low" crossorigin ',
    );
}
