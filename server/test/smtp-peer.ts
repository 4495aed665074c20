import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; mail: ParsedMail };

/**
 * A real SMTP server on loopback that keeps every message it accepts, parsed. With `acceptAfterMs`
 * it holds each message that long before accepting it (a slow mail server); `receiving` counts
 * the messages whose data has started to arrive. While `refuse()` answers true, every recipient
 * is refused for good (550), as a server refuses an address it does not know.
 */
export async function startSmtpPeer(
  options: { acceptAfterMs?: number; refuse?: () => boolean } = {},
): Promise<{
  port: number;
  received: ReceivedMail[];
  receiving: () => number;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let receiving = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.()) return callback();
      const refused = new Error(`Mailbox unavailable: ${address.address}`) as Error & {
        responseCode: number;
      };
      refused.responseCode = 550;
      callback(refused);
    },
    onData(stream, session, callback) {
      receiving += 1;
      simpleParser(stream).then(async (mail) => {
        if (options.acceptAfterMs) await new Promise((r) => setTimeout(r, options.acceptAfterMs));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    port: (smtp.server.address() as { port: number }).port,
    received,
    receiving: () => receiving,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Polls until probe returns (or resolves to) a value. */
export async function until<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
