import { describe, expect, it } from 'vitest';
import { turnsByKey } from './turns';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('turnsByKey', () => {
  it('when work of one key overlaps, then each starts after the one before has settled, failures included', async () => {
    const turns = turnsByKey();
    const log: string[] = [];
    let finishFirst!: () => void;
    const first = turns.run('night|seating', async () => {
      log.push('first starts');
      await new Promise<void>((r) => (finishFirst = r));
      log.push('first ends');
      throw new Error('refused');
    });
    const second = turns.run('night|seating', async () => {
      log.push('second starts');
      return 2;
    });
    await tick();
    expect(log).toEqual(['first starts']);
    finishFirst();
    await expect(first).rejects.toThrow('refused');
    expect(await second).toBe(2);
    expect(log).toEqual(['first starts', 'first ends', 'second starts']);
    await tick();
    expect(turns.size()).toBe(0);
  });

  it('when work of different keys overlaps, then neither waits for the other', async () => {
    const turns = turnsByKey();
    let finishSeven!: () => void;
    const seven = turns.run('7 PM', () => new Promise<string>((r) => (finishSeven = () => r('7'))));
    expect(await turns.run('8 PM', async () => '8')).toBe('8');
    finishSeven();
    expect(await seven).toBe('7');
  });
});
