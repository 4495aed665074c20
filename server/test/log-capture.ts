import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../lib/logger';

/** A logger whose JSON lines stay in memory, for tests that check what the server logs. */
export function captureLogs(level = 'info'): {
  logger: Logger;
  /** The JSON lines logged so far. */
  lines(): readonly string[];
  /** Everything logged so far, one JSON line each. */
  text(): string;
  /** The lines parsed. */
  entries(): Record<string, unknown>[];
} {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    logger: createLogger(level, destination),
    lines: () => lines,
    text: () => lines.join('\n'),
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
