import { describe, expect, it } from 'vitest';
import { createUserSchema } from '@shared/contracts/auth';
import { conflict } from '../lib/app-error';
import { assertAcceptablePassword } from '../features/users/password-policy';
import { parseUsersArgs, refusalOf, takesPassword, type UsersCommand } from './users-command';

describe('parseUsersArgs', () => {
  it.each<[string[], UsersCommand]>([
    [['list'], { name: 'list' }],
    [['create', 'maria'], { name: 'create', username: 'maria', isAdmin: false }],
    [['create', 'maria', '--admin'], { name: 'create', username: 'maria', isAdmin: true }],
    [['create', '--admin', 'maria'], { name: 'create', username: 'maria', isAdmin: true }],
    [['reset', 'admin'], { name: 'reset', username: 'admin' }],
    [['disable', 'maria'], { name: 'disable', username: 'maria' }],
    [['enable', 'maria'], { name: 'enable', username: 'maria' }],
    [['enable', '--', '-odd.name'], { name: 'enable', username: '-odd.name' }],
    [['--help'], { name: 'help' }],
    [['-h'], { name: 'help' }],
    [['help'], { name: 'help' }],
    [['reset', 'maria', '--help'], { name: 'help' }],
  ])('when the arguments are %j, then the command is %j', (args, command) => {
    expect(parseUsersArgs(args)).toEqual({ ok: true, command });
  });

  it.each<[string[], string]>([
    [[], 'name a command'],
    [['frobnicate'], 'unknown command "frobnicate"'],
    [['list', 'maria'], 'list takes no arguments'],
    [['create'], 'create takes one username'],
    [['create', 'maria', 'ravi'], 'create takes one username'],
    [['reset'], 'reset takes one username'],
    [['disable', ''], 'disable takes one username'],
    [['enable', 'a', 'b'], 'enable takes one username'],
    [['reset', 'maria', '--admin'], 'unknown option --admin for reset'],
    [['list', '--admin'], 'unknown option --admin for list'],
    [['create', 'maria', '--admn'], 'unknown option --admn for create'],
    [['create', 'maria', '--admin=true'], 'unknown option --admin=true for create'],
  ])('when the arguments are %j, then it is a usage error: %s', (args, problem) => {
    expect(parseUsersArgs(args)).toEqual({ ok: false, problem });
  });
});

describe('takesPassword', () => {
  it('when the command sets a password, then it reads one; the others never wait for input', () => {
    const names = (['list', 'create x', 'reset x', 'disable x', 'enable x', 'help'] as const).map(
      (line) => {
        const parsed = parseUsersArgs(line.split(' '));
        if (!parsed.ok) throw new Error(parsed.problem);
        return [parsed.command.name, takesPassword(parsed.command)];
      },
    );
    expect(Object.fromEntries(names)).toEqual({
      list: false,
      create: true,
      reset: true,
      disable: false,
      enable: false,
      help: false,
    });
  });
});

describe('refusalOf', () => {
  const thrownBy = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return err;
    }
    throw new Error('nothing was thrown');
  };

  it.each<[string, () => unknown, string]>([
    [
      'a common password',
      () => assertAcceptablePassword('password123', 'maria', 'password'),
      'This password is too common',
    ],
    [
      'the username as password',
      () => assertAcceptablePassword('Maria.Host', 'maria.host', 'password'),
      'The password must not be the username',
    ],
    [
      'a short password',
      () => createUserSchema.parse({ username: 'maria', password: 'short' }),
      'Password: Use at least 8 characters',
    ],
    [
      'a short name and a short password',
      () => createUserSchema.parse({ username: 'mj', password: 'short' }),
      'Username: Use at least 3 characters; Password: Use at least 8 characters',
    ],
    [
      'a conflict',
      () => {
        throw conflict('That username is taken');
      },
      'That username is taken',
    ],
  ])('when the refusal is %s, then the operator reads one line: %s', (_, fn, line) => {
    expect(refusalOf(thrownBy(fn))).toBe(line);
  });

  it('when the failure is not a refusal, then it is left to the caller', () => {
    expect(refusalOf(new Error('connection refused'))).toBeUndefined();
  });
});
