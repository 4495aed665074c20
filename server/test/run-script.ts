import { spawn } from 'node:child_process';
import { projectRoot } from '../lib/project-root';
import { entryCommand } from './entry-command';

export type CliRun = { code: number | null; stdout: string; stderr: string };

/**
 * A command-line tool as the operator runs it (`npm run NAME -- …`; see entryCommand), in a
 * process of its own with exactly this environment (and PATH). Without `input` its standard
 * input is /dev/null: not a terminal, and empty.
 */
export function runScript(
  script: string,
  env: Record<string, string>,
  args: string[],
  input?: string,
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...entryCommand(script), ...args], {
      cwd: projectRoot(),
      env: { PATH: process.env.PATH, ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    if (input !== undefined) child.stdin!.end(input);
  });
}
