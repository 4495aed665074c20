import pg from 'pg';
import type { Db } from '../db/connection';
import { testDatabaseKind } from './test-database';

export type Counting = { texts: string[]; stop(): void };

type PgliteWire = {
  execProtocolStream(this: PgliteWire, message: Uint8Array, options?: unknown): Promise<unknown>;
};

/**
 * Records the text of every statement the database driver sends until stopped, transaction
 * control included: what a piece of work costs the database, counted on the wire.
 */
export function countStatements(db: Db): Counting {
  const texts: string[] = [];
  if (testDatabaseKind === 'pglite') {
    // PGlite: a statement is a Parse (extended protocol) or a Query (simple) message.
    const client = (db as unknown as { $client: PgliteWire }).$client;
    const send = client.execProtocolStream;
    const decoder = new TextDecoder();
    client.execProtocolStream = function (message, options) {
      if (message[0] === 0x50 || message[0] === 0x51) {
        let start = 5;
        if (message[0] === 0x50) start = message.indexOf(0, start) + 1;
        texts.push(decoder.decode(message.subarray(start, message.indexOf(0, start))));
      }
      return send.call(this, message, options);
    };
    return { texts, stop: () => void (client.execProtocolStream = send) };
  }
  const proto = pg.Client.prototype as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    texts.push(typeof first === 'string' ? first : String(first?.text));
    return query.apply(this, args);
  };
  return { texts, stop: () => void (proto.query = query) };
}
