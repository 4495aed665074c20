import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { criticalHead, cspHashOf, inlineScriptSources } from './critical-head';

const THEME = "(function () { document.documentElement.classList.add('dark'); })();\n";
const TEMPLATE = [
  '<head>',
  '<script src="/theme-init.js"></script>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
  '</head>',
].join('\n');

const withTheme = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-head-'));
fs.writeFileSync(path.join(withTheme, 'theme-init.js'), THEME);
const withoutTheme = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-head-none-'));

afterAll(() => {
  fs.rmSync(withTheme, { recursive: true, force: true });
  fs.rmSync(withoutTheme, { recursive: true, force: true });
});

describe('criticalHead', () => {
  it('when the theme script is built, then it is written into the page and no longer fetched', () => {
    const html = criticalHead(TEMPLATE, withTheme);
    expect(html).not.toContain('src="/theme-init.js"');
    expect(html).toContain(`<script>${THEME.trim()}</script>`);
  });

  it('when the page is served, then the CSP source allows exactly the inline text it carries', () => {
    const html = criticalHead(TEMPLATE, withTheme);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(inline).toBeDefined();
    const digest = createHash('sha256').update(inline!).digest('base64');
    expect(inlineScriptSources(withTheme)).toEqual([`'sha256-${digest}'`]);
  });

  it('when the app scripts are listed, then they are fetched at low priority and the stylesheet is not', () => {
    const html = criticalHead(TEMPLATE, withTheme);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-2.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
  });

  it('when the build has no theme script, then the page keeps its tag and the CSP adds nothing', () => {
    expect(criticalHead(TEMPLATE, withoutTheme)).toContain('<script src="/theme-init.js">');
    expect(inlineScriptSources(withoutTheme)).toEqual([]);
  });

  it('when a script text changes by one character, then its hash changes', () => {
    expect(cspHashOf('a();')).not.toBe(cspHashOf('a();\n'));
  });
});
