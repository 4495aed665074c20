import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { sqlShape } from './sql-shape';

// With SQL_SHAPES_DIR set, every SQL statement an integration file sends through the PostgreSQL
// driver is recorded as its shape (sql-shape.ts), one JSON file per test file in that folder:
// CI's PostgreSQL pass records them, and the PGlite pass runs the files that together send every
// shape (scripts/pglite-files.mjs). Unset, this file does nothing.

const dir = process.env.SQL_SHAPES_DIR;
type Patched = typeof pg.Client.prototype & { [RECORDING]?: true };
const RECORDING = Symbol.for('tasting.sqlShapes');
const global = globalThis as { [RECORDING]?: Set<string> };

if (dir) {
  const shapes = (global[RECORDING] ??= new Set<string>());
  // Isolated files get a fresh copy of the driver's module: each copy is patched once.
  const proto = pg.Client.prototype as Patched;
  if (!proto[RECORDING]) {
    proto[RECORDING] = true;
    const query = proto.query as (this: pg.Client, ...args: unknown[]) => unknown;
    proto.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0];
      const text =
        typeof first === 'string'
          ? first
          : first && typeof first === 'object' && 'text' in first
            ? String((first as { text: unknown }).text)
            : undefined;
      if (text !== undefined) {
        const shape = sqlShape(text);
        if (shape) global[RECORDING]?.add(shape);
      }
      return query.apply(this, args);
    } as typeof proto.query;
  }

  let started = 0;
  beforeAll(() => {
    shapes.clear();
    started = performance.now();
  });
  // Vitest reads a hook's first parameter as fixtures to inject, and wants it destructured.
  // eslint-disable-next-line no-empty-pattern
  afterAll(({}, suite) => {
    const file = path.relative(process.cwd(), suite.file.filepath).split(path.sep).join('/');
    const seconds = (performance.now() - started) / 1000;
    fs.mkdirSync(dir, { recursive: true });
    const name = crypto.createHash('sha1').update(file).digest('hex').slice(0, 16);
    fs.writeFileSync(
      path.join(dir, `${name}.json`),
      JSON.stringify({ file, seconds, shapes: [...shapes].sort() }),
    );
  });
}
