import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files';
import { SHUTDOWN_GRACE_MS } from '../lib/shutdown-grace';

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

/**
 * How long one send may take, from connecting to the server's answer to the message, and the
 * longest each wait within it may be. A send ends (sent, or failed and retried later) well
 * inside the shutdown grace, so a stopping process never leaves one half done: a job cut off
 * by the exit would stay claimed and be sent again by another process once its claim lapsed.
 */
export const SMTP_LIMITS = {
  sendMs: SHUTDOWN_GRACE_MS - 2_000,
  connectionTimeout: 3_000,
  greetingTimeout: 3_000,
  socketTimeout: 5_000,
};

/** Real delivery through the SMTP server of SMTP_URL. */
export function smtpMailer(smtpUrl: string, from: string, limits = SMTP_LIMITS): Mailer {
  // nodemailer's defaults (2 min to connect, 10 min of silence) would outlast any shutdown.
  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: limits.connectionTimeout,
    greetingTimeout: limits.greetingTimeout,
    socketTimeout: limits.socketTimeout,
  });
  return {
    async send(message) {
      // Past the deadline the connection is closed and the send fails: the job tries again later.
      await transport.sendMail({ from, ...message, signal: AbortSignal.timeout(limits.sendMs) });
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
