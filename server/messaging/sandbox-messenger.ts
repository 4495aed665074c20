import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files';
import type { Messenger } from './messenger';

/**
 * Without a provider each message becomes one JSON file in DATA_DIR/messages, like the mail
 * outbox: `{ to, channel, template, text, bookingId? }`, so a fresh install shows exactly what
 * diners would receive. Files are written aside and renamed, so a reader never sees half of one.
 */
export function sandboxMessenger(dir: string): Messenger {
  return {
    provider: 'sandbox',
    channels: ['whatsapp'],
    async send(message) {
      const providerMessageId = `sandbox_${crypto.randomBytes(8).toString('hex')}`;
      const file = {
        to: message.to,
        channel: message.channel,
        template: message.template,
        text: message.text,
        ...(message.bookingId !== undefined ? { bookingId: message.bookingId } : {}),
      };
      await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}-${providerMessageId}.json`;
      const partial = path.join(dir, `.${name}.partial`);
      // Messages hold manage and claim links: for the app's user only.
      await fs.writeFile(partial, `${JSON.stringify(file, null, 2)}\n`, {
        mode: PRIVATE_FILE_MODE,
      });
      await fs.rename(partial, path.join(dir, name));
      return { providerMessageId, status: 'sent' };
    },
  };
}
