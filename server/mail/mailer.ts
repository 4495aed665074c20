import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export type MailAttachment = { filename: string; content: string; contentType: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/** Sends one message; implementations decide where it goes. */
export type Mailer = { send(message: MailMessage): Promise<void> };

/** Real delivery through the SMTP server of SMTP_URL. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
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
      await fs.mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(outboxDir, name), info.message as Buffer);
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
