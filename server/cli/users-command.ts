import { z } from 'zod';
import { createUserSchema, type AccountDto } from '@shared/contracts/auth';
import type { Db } from '../db/connection';
import { systemActor } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { usersService } from '../features/users/users.service';
import { generateTemporaryPassword } from './temporary-password';
import { formatUsersTable, roleOf } from './users-table';

export const USAGE =
  'usage: npm run users -- list | create NAME [--admin] | reset NAME | disable NAME | enable NAME';

export const EXIT_OK = 0;
/** Refused: an unknown user, a taken name, the last admin, a password the policy refuses. */
export const EXIT_REFUSED = 1;
export const EXIT_USAGE = 2;

export type UsersCommand =
  | { name: 'help' }
  | { name: 'list' }
  | { name: 'create'; username: string; isAdmin: boolean }
  | { name: 'reset' | 'disable' | 'enable'; username: string };

export type ParsedArgs = { ok: true; command: UsersCommand } | { ok: false; problem: string };

/** Where the command writes: `out` for results, `err` for the one-line reason of a refusal. */
export type Output = { out(line: string): void; err(line: string): void };

const usageProblem = (problem: string): ParsedArgs => ({ ok: false, problem });

/** The command line after `npm run users --`; `--` ends the options (for a name such as `-x`). */
export function parseUsersArgs(args: readonly string[]): ParsedArgs {
  const options: string[] = [];
  const words: string[] = [];
  let optionsEnded = false;
  for (const arg of args) {
    if (!optionsEnded && arg === '--') optionsEnded = true;
    else if (!optionsEnded && arg.startsWith('-') && arg !== '-') options.push(arg);
    else words.push(arg);
  }
  const [name, ...rest] = words;
  if (options.includes('--help') || options.includes('-h') || name === 'help') {
    return { ok: true, command: { name: 'help' } };
  }
  if (name === undefined) return usageProblem('name a command');
  const unknown = options.find((o) => !(o === '--admin' && name === 'create'));
  if (unknown !== undefined) return usageProblem(`unknown option ${unknown} for ${name}`);
  switch (name) {
    case 'list':
      return rest.length === 0
        ? { ok: true, command: { name } }
        : usageProblem('list takes no arguments');
    case 'create':
    case 'reset':
    case 'disable':
    case 'enable': {
      const [username] = rest;
      if (rest.length !== 1 || !username) return usageProblem(`${name} takes one username`);
      return name === 'create'
        ? { ok: true, command: { name, username, isAdmin: options.includes('--admin') } }
        : { ok: true, command: { name, username } };
    }
    default:
      return usageProblem(`unknown command ${JSON.stringify(name)}`);
  }
}

/** Only these read a password from standard input; the others never wait for it. */
export const takesPassword = (command: UsersCommand) =>
  command.name === 'create' || command.name === 'reset';

const unknownUser = (username: string) =>
  new AppError(404, `No user named ${JSON.stringify(username)}`, 'not_found');

/** A refused field's message, named when it would not say which of the two it is about. */
function issueLine(issue: z.core.$ZodIssue): string {
  if (/password|username/i.test(issue.message)) return issue.message;
  return `${issue.path[0] === 'username' ? 'Username' : 'Password'}: ${issue.message}`;
}

/**
 * What to tell the operator when the rules refuse, as one line; undefined for a failure nobody
 * expected.
 */
export function refusalOf(err: unknown): string | undefined {
  if (err instanceof AppError) return err.message;
  if (err instanceof z.ZodError) return [...new Set(err.issues.map(issueLine))].join('; ');
  return undefined;
}

/**
 * Runs one parsed command against the database through usersService, as `system:cli` in the
 * audit trail. `password` is the line read from standard input, or undefined to generate one
 * (printed once). Returns the exit code; an unexpected failure is thrown to the caller.
 */
export async function runUsersCommand(
  context: { db: Db; timeZone: string },
  command: UsersCommand,
  password: string | undefined,
  output: Output,
): Promise<number> {
  const users = usersService(context.db);
  const actor = systemActor('cli');
  const find = async (username: string): Promise<AccountDto> => {
    const account = await users.findByName(username);
    if (!account) throw unknownUser(username);
    return account;
  };
  /** The password to set: the one given on standard input, or a new one shown only now. */
  const passwordFor = (username: string) =>
    password === undefined
      ? { value: generateTemporaryPassword(username), generated: true }
      : { value: password, generated: false };
  const announce = (username: string, chosen: ReturnType<typeof passwordFor>, when: string) => {
    if (chosen.generated) output.out(`Temporary password: ${chosen.value}`);
    const shown = chosen.generated ? 'It is shown only now; ' : '';
    output.out(`${shown}${username} must choose a new password at the ${when} sign-in.`);
  };

  try {
    switch (command.name) {
      case 'help':
        output.out(USAGE);
        return EXIT_OK;
      case 'list': {
        const accounts = await users.list();
        if (accounts.length === 0) output.out('No staff users yet.');
        else formatUsersTable(accounts, context.timeZone).forEach((line) => output.out(line));
        return EXIT_OK;
      }
      case 'create': {
        const chosen = passwordFor(command.username);
        const input = createUserSchema.parse({
          username: command.username,
          password: chosen.value,
          isAdmin: command.isAdmin,
        });
        const account = await users.create(actor, input);
        const source = chosen.generated ? '' : ' with the password from standard input';
        output.out(`Created ${account.username} (${roleOf(account)})${source}.`);
        announce(account.username, chosen, 'first');
        return EXIT_OK;
      }
      case 'reset': {
        const account = await find(command.username);
        const chosen = passwordFor(account.username);
        await users.resetPassword(actor, account.id, chosen.value);
        const source = chosen.generated ? '' : ' to the one from standard input';
        output.out(
          `Reset the password of ${account.username} (${roleOf(account)})${source}; their sessions have ended.`,
        );
        announce(account.username, chosen, 'next');
        if (account.disabled) {
          output.out(
            `${account.username} is disabled: npm run users -- enable ${account.username} lets them sign in.`,
          );
        }
        return EXIT_OK;
      }
      case 'disable':
      case 'enable': {
        const account = await find(command.username);
        const disabled = command.name === 'disable';
        if (account.disabled === disabled) {
          output.out(`${account.username} is already ${disabled ? 'disabled' : 'enabled'}.`);
          return EXIT_OK;
        }
        await users.update(actor, account.id, { disabled });
        output.out(
          disabled
            ? `Disabled ${account.username}; their sessions have ended.`
            : `Enabled ${account.username}; they can sign in again.`,
        );
        return EXIT_OK;
      }
    }
  } catch (err) {
    const refusal = refusalOf(err);
    if (refusal === undefined) throw err;
    output.err(refusal);
    return EXIT_REFUSED;
  }
}
