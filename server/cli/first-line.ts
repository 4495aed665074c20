import readline from 'node:readline';
import type { Readable } from 'node:stream';

/**
 * The first line of a stream without its line ending (LF or CRLF), or undefined when the stream
 * ends before holding anything. Nothing after the first line is read.
 */
export function readFirstLine(input: Readable): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input, crlfDelay: Infinity, terminal: false });
    let first: string | undefined;
    lines.once('line', (line) => {
      first = line;
      lines.close();
    });
    lines.once('close', () => resolve(first));
    input.once('error', reject);
  });
}
