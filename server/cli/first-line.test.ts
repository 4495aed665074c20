import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readFirstLine } from './first-line';

describe('readFirstLine', () => {
  it.each<[string[], string | undefined]>([
    [['velvet-monsoon-88\n'], 'velvet-monsoon-88'],
    [['velvet-monsoon-88\r\nsecond line\n'], 'velvet-monsoon-88'],
    [['velvet-', 'monsoon-88'], 'velvet-monsoon-88'],
    [[' spaced out words \n'], ' spaced out words '],
    [['\n'], ''],
    [[], undefined],
  ])('when the input is %j, then the first line is %j', async (chunks, line) => {
    expect(await readFirstLine(Readable.from(chunks))).toBe(line);
  });
});
