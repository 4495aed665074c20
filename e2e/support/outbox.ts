import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from '@playwright/test';

export type OutboxMail = { file: string; to: string; subject: string; text: string; html: string };

/**
 * The e-mails a test server wrote to its outbox (DATA_DIR/outbox, used when no SMTP server is
 * configured): exactly what a diner would have received.
 */
export function outboxOf(dataDir: () => string) {
  async function read(): Promise<OutboxMail[]> {
    const dir = path.join(dataDir(), 'outbox');
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const mails: OutboxMail[] = [];
    for (const file of names.filter((n) => n.endsWith('.eml')).sort()) {
      const parsed = await simpleParser(await fs.readFile(path.join(dir, file)));
      const to = [parsed.to ?? []].flat().map((a) => a.text);
      mails.push({
        file,
        to: to.join(', '),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      });
    }
    return mails;
  }
  return {
    read,
    /** The first message to `to` whose subject matches, waiting for the job runner to send it. */
    async waitFor(to: string, subject: RegExp, timeout = 15_000): Promise<OutboxMail> {
      let found: OutboxMail | undefined;
      await expect
        .poll(
          async () => {
            found = (await read()).find((m) => m.to.includes(to) && subject.test(m.subject));
            return found !== undefined;
          },
          { timeout, message: `an e-mail to ${to} with subject ${subject}` },
        )
        .toBe(true);
      return found!;
    },
  };
}

export type Outbox = ReturnType<typeof outboxOf>;
