import { describe, expect, it } from 'vitest';
import { parseJobsArgs } from './jobs-command';

describe('npm run jobs: the command line', () => {
  it('O1: list, and release, retry or discard by ids or --all', () => {
    expect(parseJobsArgs(['list'])).toEqual({ ok: true, command: { name: 'list' } });
    expect(parseJobsArgs(['release', '--all'])).toEqual({
      ok: true,
      command: { name: 'release', selection: 'all' },
    });
    expect(parseJobsArgs(['retry', '7', '12'])).toEqual({
      ok: true,
      command: { name: 'retry', selection: { ids: [7, 12] } },
    });
    expect(parseJobsArgs(['discard', '3'])).toEqual({
      ok: true,
      command: { name: 'discard', selection: { ids: [3] } },
    });
    expect(parseJobsArgs(['--help'])).toEqual({ ok: true, command: { name: 'help' } });
  });

  it('O1: what is not a command, an id or --all is refused with the reason', () => {
    expect(parseJobsArgs([])).toEqual({ ok: false, problem: 'name a command' });
    expect(parseJobsArgs(['send'])).toEqual({ ok: false, problem: 'unknown command send' });
    expect(parseJobsArgs(['release'])).toEqual({
      ok: false,
      problem: 'release takes job ids or --all',
    });
    expect(parseJobsArgs(['list', '3'])).toEqual({ ok: false, problem: 'list takes no arguments' });
    for (const bad of ['0', '-1', '1.5', 'x', '99999999999']) {
      expect(parseJobsArgs(['retry', bad])).toMatchObject({ ok: false });
    }
    expect(parseJobsArgs(['release', '--all', '4'])).toMatchObject({ ok: false });
  });
});
