import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files';

/** `content` is text, or base64 of the bytes when `encoding` says so (a PDF). */
export type MailAttachment = {
  filename: string;
  content: string;
  contentType: string;
  encoding?: 'base64';
};
export type MailMessage = {
  to: string;
  /** Another reader of the same message (a buyer's accounts team), openly copied. */
  cc?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/** Sends one message; implementations decide where it goes. */
export type Mailer = { send(message: MailMessage): Promise<void> };

/** Real delivery through the SMTP server of SMTP_URL. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // Sends run in the background of a booking; nodemailer's defaults (2 min to connect, 10 min
  // of silence) would let a stalled server pile up open sockets, so give up within a minute.
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP each message becomes an .eml file in DATA_DIR/outbox, so a fresh install can see
 * exactly what diners would receive (any mail client opens them).
 */
export function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      // Written aside and renamed, so whoever watches the outbox never opens half a message.
      const partial = path.join(outboxDir, `.${name}.partial`);
      // Messages hold manage links: for the app's user only.
      await fs.writeFile(partial, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      await fs.rename(partial, path.join(outboxDir, name));
    },
  };
}

export function createMailer(config: {
  mail: { smtpUrl: string | undefined; from: string };
  dataDir: string;
}): Mailer {
  return config.mail.smtpUrl
    ? smtpMailer(config.mail.smtpUrl, config.mail.from)
    : outboxMailer(path.join(config.dataDir, 'outbox'), config.mail.from);
}
