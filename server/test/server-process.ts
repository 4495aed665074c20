import { spawn, type ChildProcess } from 'node:child_process';
import { entryCommand } from './entry-command';

export type ServerProcess = {
  child: ChildProcess;
  /** Everything the process wrote so far, stdout and stderr together. */
  output(): string;
  /** Resolves once the process printed `text`. */
  waitFor(text: string | RegExp, timeoutMs?: number): Promise<void>;
  /** Sends the signal and resolves when the process has exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
};

/**
 * Starts the real server (server/index.ts; see entryCommand for source or build) as its own process and resolves once it
 * listens. The environment is exactly `env` plus PATH, so nothing leaks in from the test run.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, entryCommand('server/index.ts'), {
    env: { PATH: process.env.PATH, ...env },
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const waitFor = (text: string | RegExp, timeoutMs = 45_000) =>
    new Promise<void>((resolve, reject) => {
      const seen = () => (typeof text === 'string' ? output.includes(text) : text.test(output));
      const timer = setTimeout(() => {
        clearInterval(poll);
        reject(new Error(`waited ${timeoutMs} ms for ${String(text)}; output:\n${output}`));
      }, timeoutMs);
      const poll = setInterval(() => {
        if (!seen()) return;
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }, 25);
    });

  const server: ServerProcess = {
    child,
    output: () => output,
    waitFor,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`exited ${code}:\n${output}`));
    child.once('exit', onExit);
    waitFor('is open at').then(() => {
      child.off('exit', onExit);
      resolve(server);
    }, reject);
  });
}

/**
 * Several server processes on one database and data folder, started at once (migrations and
 * seeding must be safe to race), one per port; `env` is the rest of their environment.
 */
export function startServerProcesses(
  ports: number[],
  shared: { databaseUrl: string; dataDir: string },
  env: Record<string, string>,
): Promise<ServerProcess[]> {
  return Promise.all(
    ports.map((port) =>
      startServerProcess({
        PORT: String(port),
        DATABASE_URL: shared.databaseUrl,
        DATA_DIR: shared.dataDir,
        ADMIN_PASSWORD: 'two-process-pass',
        LOG_LEVEL: 'error',
        ...env,
      }),
    ),
  );
}
