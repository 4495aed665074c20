import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

export type SandboxMessage = {
  file: string;
  to: string;
  channel: string;
  template: string;
  text: string;
  bookingId?: number;
};

/**
 * The WhatsApp / SMS messages a test server wrote to its sandbox (DATA_DIR/messages, used when
 * no messaging provider is set): one JSON file each, exactly what a diner's phone would get.
 */
export function messageSandboxOf(dataDir: () => string) {
  async function read(): Promise<SandboxMessage[]> {
    const dir = path.join(dataDir(), 'messages');
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const messages: SandboxMessage[] = [];
    for (const file of names.filter((n) => n.endsWith('.json')).sort()) {
      const body = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as object;
      messages.push({ file, ...(body as Omit<SandboxMessage, 'file'>) });
    }
    return messages;
  }
  /** Every message to `to` (written +CountryNumber, no spaces). */
  const to = async (phone: string) => (await read()).filter((m) => m.to === phone);
  return {
    read,
    to,
    /** The first message to `phone` of `template`, waiting for the job runner to send it. */
    async waitFor(phone: string, template: string, timeout = 15_000): Promise<SandboxMessage> {
      let found: SandboxMessage | undefined;
      await expect
        .poll(
          async () => {
            found = (await to(phone)).find((m) => m.template === template);
            return found !== undefined;
          },
          { timeout, message: `a ${template} message to ${phone}` },
        )
        .toBe(true);
      return found!;
    },
  };
}

export type MessageSandbox = ReturnType<typeof messageSandboxOf>;
