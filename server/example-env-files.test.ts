import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { projectRoot } from './lib/project-root';

// The settings files an operator copies are read by two parsers that disagree on the edges: a
// POSIX shell (`set -a; . /etc/tasting-room/env`, for the operator's commands) and systemd's
// EnvironmentFile= (for the app's units). Each example must load in both, to the same values.
// systemd's own parser is reached through its environment.d generator, which reads the same
// format (it also expands $NAME, which EnvironmentFile= does not: the examples use no "$"). A line
// it cannot read is left out, which the comparison with the shell's values shows.

const root = projectRoot();
const ENVIRONMENT_D_GENERATOR =
  '/usr/lib/systemd/user-environment-generators/30-systemd-environment-d-generator';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-env-files-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const ASSIGNMENT = /^([A-Z][A-Z0-9_]*)=/;

/** The names a settings text assigns, in order. */
const namesIn = (text: string) =>
  text.split('\n').flatMap((line) => ASSIGNMENT.exec(line)?.[1] ?? []);

/** The assignments a file shows commented out (`# NAME=value`), as a user would uncomment them. */
const uncommented = (text: string) =>
  text
    .split('\n')
    .flatMap((line) => (/^# [A-Z][A-Z0-9_]*=/.test(line) ? [line.slice(2)] : []))
    .join('\n');

/** The ```sh blocks of a document made only of settings and comments. */
function settingsBlocks(doc: string): string[] {
  const blocks = [...doc.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  return blocks.filter(
    (block) =>
      namesIn(block).length > 0 &&
      block
        .split('\n')
        .every((line) => line === '' || line.startsWith('#') || ASSIGNMENT.test(line)),
  );
}

function fileOf(name: string, text: string): string {
  const file = path.join(work, name);
  fs.writeFileSync(file, text);
  return file;
}

/** What `set -a; . FILE` in /bin/sh exports, for the names given. */
function loadedByShell(file: string, names: string[]): Record<string, string> {
  const script = 'set -a; . "$1"; set +a; env -0';
  const result = spawnSync('/bin/sh', ['-c', script, 'sh', file], { env: {}, encoding: 'utf8' });
  expect(result.stderr, `sh complained about ${file}`).toBe('');
  expect(result.status).toBe(0);
  return pick(result.stdout.split('\0'), names);
}

/** What systemd's environment-file parser makes of FILE, for the names given. */
function loadedBySystemd(file: string, names: string[]): Record<string, string> {
  expect(fs.existsSync(ENVIRONMENT_D_GENERATOR), 'systemd (Debian package systemd) is needed').toBe(
    true,
  );
  const config = fs.mkdtempSync(path.join(work, 'xdg-'));
  fs.mkdirSync(path.join(config, 'environment.d'));
  fs.copyFileSync(file, path.join(config, 'environment.d', '50-site.conf'));
  const run = spawnSync(ENVIRONMENT_D_GENERATOR, {
    env: { XDG_CONFIG_HOME: config, HOME: config },
    encoding: 'utf8',
  });
  const printed = run.stdout;
  // It prints NAME=value, double-quoting (with backslash escapes) a value that needs it.
  const lines = printed.split('\n').map((line) => {
    const [, name, value] = /^([^=]+)=(.*)$/.exec(line) ?? [];
    if (name === undefined || value === undefined) return line;
    const plain = value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
    return `${name}=${plain}`;
  });
  return pick(lines, names);
}

function pick(lines: string[], names: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf('=');
    const name = line.slice(0, at);
    if (at > 0 && names.includes(name)) values[name] = line.slice(at + 1);
  }
  return values;
}

/** Loads a settings text both ways; both must give every name it assigns, the same value. */
function loadBothWays(name: string, text: string): Record<string, string> {
  const file = fileOf(name, text);
  const names = [...new Set(namesIn(text))];
  const byShell = loadedByShell(file, names);
  expect(Object.keys(byShell).sort()).toEqual([...names].sort());
  // The generator drops an empty `NAME=` (EnvironmentFile= sets it empty); the app reads an empty
  // setting as unset, so both mean the same to it.
  const set = Object.fromEntries(Object.entries(byShell).filter(([, value]) => value !== ''));
  expect(loadedBySystemd(file, names)).toEqual(set);
  return byShell;
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, work);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('example settings files', () => {
  it('O5: the production settings file loads in sh and in systemd, the sender with its display name', () => {
    const values = loadBothWays('tasting-room.env', read('deploy/tasting-room.env'));
    expect(values.MAIL_FROM).toBe('The Tasting Room <reservations@dine.example>');
    expect(values.NODE_ENV).toBe('production');
    expect(values.PUBLIC_URL).toBe('https://dine.example');
    expect(values.DATA_DIR).toBe('/srv/tasting-room/data');
    // No value left with a comment after it: systemd would keep the comment as part of the value.
    expect(Object.values(values).filter((v) => v.includes('#'))).toEqual([]);
    // As shipped it is refused until the secret is filled in; then it starts.
    expect(problemsOf(values)).toEqual(['SESSION_SECRET is required when NODE_ENV=production']);
    const filled = { ...values, SESSION_SECRET: 'f'.repeat(64) };
    expect(problemsOf(filled)).toEqual([]);
    expect(loadConfig(filled).mail.from).toBe('The Tasting Room <reservations@dine.example>');
  });

  it('O5: .env.example, every line uncommented, loads in sh and in systemd', () => {
    const values = loadBothWays('dot-env', uncommented(read('.env.example')));
    expect(values.MAIL_FROM).toBe('The Tasting Room <reservations@example.com>');
    expect(values.PORT).toBe('5000');
    // Every setting as the example shows it is one the app takes.
    expect(problemsOf(values)).toEqual([]);
  });

  it('O5: every block of settings in the operations guide and deploy/README.md loads in sh and in systemd', () => {
    const blocks = ['docs/operations.md', 'deploy/README.md'].flatMap((doc) =>
      settingsBlocks(read(doc)).map((block, i) => ({ name: `${path.basename(doc)}-${i}`, block })),
    );
    expect(blocks.length).toBeGreaterThan(0);
    for (const { name, block } of blocks) loadBothWays(name, block);
    const production = blocks.find((b) => b.block.includes('NODE_ENV=production'));
    expect(production && loadBothWays('production', production.block).MAIL_FROM).toBe(
      'The Tasting Room <reservations@dine.example>',
    );
  });

  it('O5: a line systemd and sh would read apart is caught (the check can fail)', () => {
    const file = fileOf('bad.env', 'MAIL_FROM=The Tasting Room <reservations@dine.example>\n');
    const result = spawnSync('/bin/sh', ['-c', 'set -a; . "$1"', 'sh', file], {
      env: {},
      encoding: 'utf8',
    });
    expect(result.stderr).not.toBe('');
    const inline = fileOf('inline.env', 'PUBLIC_URL=https://dine.example # the address\n');
    expect(loadedBySystemd(inline, ['PUBLIC_URL']).PUBLIC_URL).toBe(
      'https://dine.example # the address',
    );
    expect(loadedByShell(inline, ['PUBLIC_URL']).PUBLIC_URL).toBe('https://dine.example');
  });
});
