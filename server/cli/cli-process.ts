import { ConfigError } from '../config';
import { BackupRefused } from '../backups/backup-refused';

export const out = (line: string) => process.stdout.write(`${line}\n`);
export const err = (line: string) => process.stderr.write(`${line}\n`);

/**
 * Runs a command's main and turns its end into an exit code: what main returns; 1 with one line
 * for a refusal, a bad configuration or a failure (its message, never a stack).
 */
export function runCommand(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof ConfigError || error instanceof BackupRefused) err(error.message);
      else err(`${name}: failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
