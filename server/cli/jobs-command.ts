import type { JobRow } from '@shared/schema/jobs';
import type { Db } from '../db/connection';
import {
  discardJobs,
  listHeldJobs,
  releasePausedJobs,
  retryFailedJobs,
  type JobSelection,
} from '../jobs/operator-jobs.repository';

export const JOBS_USAGE =
  'usage: npm run jobs -- list | release ID…|--all | retry ID…|--all | discard ID…|--all';

export type JobsCommand =
  | { name: 'help' }
  | { name: 'list' }
  | { name: 'release' | 'retry' | 'discard'; selection: JobSelection };

export type ParsedJobsArgs = { ok: true; command: JobsCommand } | { ok: false; problem: string };

const problem = (text: string): ParsedJobsArgs => ({ ok: false, problem: text });

/** The command line after `npm run jobs --`. */
export function parseJobsArgs(args: readonly string[]): ParsedJobsArgs {
  if (args.includes('--help') || args.includes('-h') || args[0] === 'help') {
    return { ok: true, command: { name: 'help' } };
  }
  const [name, ...rest] = args;
  if (name === undefined) return problem('name a command');
  if (name === 'list') {
    return rest.length === 0 ? { ok: true, command: { name } } : problem('list takes no arguments');
  }
  if (name !== 'release' && name !== 'retry' && name !== 'discard') {
    return problem(`unknown command ${name}`);
  }
  if (rest.length === 1 && rest[0] === '--all') {
    return { ok: true, command: { name, selection: 'all' } };
  }
  if (rest.length === 0) return problem(`${name} takes job ids or --all`);
  const ids: number[] = [];
  for (const word of rest) {
    if (!/^[1-9]\d{0,9}$/.test(word) || Number(word) > 2_147_483_647) {
      return problem(`${JSON.stringify(word)} is not a job id (see npm run jobs -- list)`);
    }
    ids.push(Number(word));
  }
  return { ok: true, command: { name, selection: { ids } } };
}

function describe(job: JobRow): string {
  const what = [job.kind, job.ref, job.summary].filter(Boolean).join('  ');
  const tried = `${job.attempts}/${job.maxAttempts} tries`;
  const since = job.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const why =
    job.status === 'failed' && job.lastError ? `\n      last error: ${job.lastError}` : '';
  return `  ${String(job.id).padStart(6)}  ${job.status.padEnd(6)}  ${since}  ${tried}  ${what}${why}`;
}

const VERB = { release: 'Released', retry: 'Queued again', discard: 'Discarded' } as const;
const WHICH = { release: 'paused', retry: 'failed', discard: 'paused or failed' } as const;

/** Runs a parsed command against the database; answers the exit code (1 when nothing matched). */
export async function runJobsCommand(
  db: Db,
  command: Exclude<JobsCommand, { name: 'help' }>,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  if (command.name === 'list') {
    const held = await listHeldJobs(db);
    if (held.length === 0) {
      out('No job is paused or failed.');
      return 0;
    }
    out(`${held.length} job(s) wait for you (paused since a restore, or failed):`);
    for (const job of held) out(describe(job));
    return 0;
  }
  const act = { release: releasePausedJobs, retry: retryFailedJobs, discard: discardJobs }[
    command.name
  ];
  const done = await act(db, command.selection);
  if (command.selection !== 'all') {
    const missed = command.selection.ids.filter((id) => !done.includes(id));
    if (missed.length > 0) {
      err(`jobs: not ${WHICH[command.name]}, or no such job: ${missed.join(', ')}`);
    }
    if (done.length === 0) return 1;
  }
  out(`${VERB[command.name]} ${done.length} job(s)${done.length ? `: ${done.join(', ')}` : ''}.`);
  if (command.name !== 'discard' && done.length > 0) {
    out('A running server takes them within seconds; otherwise they run when it starts.');
  }
  return 0;
}
