import type { Response } from 'express';

/**
 * Writes lines to the response as they come (CRLF after each, as CSV wants), waiting whenever
 * the client reads slower than the lines arrive, so a long file never piles up in memory. A
 * client that hangs up stops the reading.
 */
export async function streamLines(res: Response, lines: AsyncIterable<string>): Promise<void> {
  for await (const line of lines) {
    if (res.destroyed) return;
    if (!res.write(`${line}\r\n`)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done);
          res.off('close', done);
          resolve();
        };
        res.on('drain', done);
        res.on('close', done);
      });
    }
  }
  res.end();
}
