/**
 * A backup or restore that will not be done, with the reason written for the operator (one line,
 * exit code 1). Anything else that goes wrong is a failure of its own.
 */
export class BackupRefused extends Error {
  override readonly name = 'BackupRefused';
}
