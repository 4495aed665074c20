import path from 'node:path';
import { projectRoot } from '../lib/project-root';

/**
 * The Node arguments that start one of the app's entry points (the server, an operator's
 * command) in a process of its own. From source through tsx, as `npm run …` does in a checkout;
 * or, where TEST_SPAWN_BUILD=1 says dist/ holds the build of this very checkout (npm test builds
 * before the integration stage and says so), from that build, as a production install runs it.
 * The build starts in a third of the time tsx needs to load the source, which adds up over the
 * dozens of processes the command-line, backup and restart tests start.
 */
export function entryCommand(source: string): string[] {
  const root = projectRoot();
  if (process.env.TEST_SPAWN_BUILD !== '1') return ['--import', 'tsx', path.join(root, source)];
  const built = path.join(root, 'dist', 'server', source.replace(/\.ts$/, '.js'));
  return ['--enable-source-maps', built];
}
