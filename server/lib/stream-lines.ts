import type { Response } from 'express';

/**
 * Writes lines to the response as they come (CRLF after each, as CSV wants), waiting whenever
 * the client reads slower than the lines arrive, so a long file never piles up in memory. A
 * client that hangs up stops the reading.
 */
export async function streamLines(res: Response, lines: AsyncIterable<string>): Promise<void> {
  // One listener each for the whole response: the compression middleware hands 'drain'
  // listeners to its gzip stream and cannot take them back, so one is added, never one a wait.
  let resume: (() => void) | undefined;
  const wake = () => {
    resume?.();
    resume = undefined;
  };
  res.on('drain', wake);
  res.once('close', wake);
  for await (const line of lines) {
    if (res.destroyed || res.writableEnded) return;
    if (!res.write(`${line}\r\n`)) await new Promise<void>((resolve) => (resume = resolve));
  }
  res.end();
}
