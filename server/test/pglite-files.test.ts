import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { choosePgliteFiles } from '../../scripts/pglite-files.mjs';

// The rule that picks the PGlite pass's integration files, on a made-up project.
let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function project(files: Record<string, string>, records: Record<string, [number, string[]]>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-files-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const shapes = path.join(root, 'shapes');
  fs.mkdirSync(shapes);
  for (const [file, [seconds, list]] of Object.entries(records)) {
    fs.writeFileSync(
      path.join(shapes, `${path.basename(file)}.json`),
      JSON.stringify({ file, seconds, shapes: list }),
    );
  }
  return choosePgliteFiles(shapes, root);
}

const plain = "import { createTestDatabase } from '../../test/test-database';\n";

describe('the integration files the PGlite pass runs', () => {
  it('covers every SQL shape, cheapest first, and runs what differs by engine', () => {
    const { chosen, files } = project(
      {
        'server/features/a/a.integration.test.ts': plain,
        'server/features/b/b.integration.test.ts': plain,
        'server/features/c/c.integration.test.ts': plain,
        'server/features/d/d.integration.test.ts': "if (testDatabaseKind === 'pglite') {}\n",
        'server/features/e/e.integration.test.ts':
          "import { x } from '../../test/engine-helper';\n",
        'server/test/engine-helper.ts': 'await prepareEmbeddedDatabase(dir);\n',
        'server/test/test-database.ts': "export const testDatabaseKind = 'pglite';\n",
        'server/jobs/j.integration.test.ts': plain,
        'server/features/f/f.postgres.integration.test.ts': plain,
        'server/features/n/new.integration.test.ts': plain,
      },
      {
        'server/features/a/a.integration.test.ts': [10, ['s1', 's2', 's3']],
        'server/features/b/b.integration.test.ts': [1, ['s1', 's2']],
        'server/features/c/c.integration.test.ts': [1, ['s3']],
        'server/features/d/d.integration.test.ts': [5, ['s1']],
        'server/features/e/e.integration.test.ts': [5, []],
        'server/jobs/j.integration.test.ts': [5, []],
        'server/features/f/f.postgres.integration.test.ts': [5, ['s9']],
      },
    );
    expect(files).not.toContain('server/features/f/f.postgres.integration.test.ts');
    expect([...chosen.keys()].sort()).toEqual([
      'server/features/b/b.integration.test.ts',
      'server/features/c/c.integration.test.ts',
      'server/features/d/d.integration.test.ts',
      'server/features/e/e.integration.test.ts',
      'server/features/n/new.integration.test.ts',
      'server/jobs/j.integration.test.ts',
    ]);
    expect(chosen.get('server/features/n/new.integration.test.ts')).toMatch(/no record/);
    expect(chosen.get('server/features/e/e.integration.test.ts')).toMatch(/differs by engine/);
  });

  it('runs every file when the PostgreSQL pass left no record', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-files-'));
    fs.mkdirSync(path.join(root, 'server/features/a'), { recursive: true });
    fs.writeFileSync(path.join(root, 'server/features/a/a.integration.test.ts'), plain);
    const { chosen } = choosePgliteFiles(path.join(root, 'missing'), root);
    expect([...chosen.keys()]).toEqual(['server/features/a/a.integration.test.ts']);
  });
});
