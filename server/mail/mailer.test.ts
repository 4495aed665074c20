import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('outbox mailer', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-outbox-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('when there is no SMTP_URL, then each message becomes one complete .eml in DATA_DIR/outbox', async () => {
    const mailer = createMailer({
      mail: { smtpUrl: undefined, from: 'The Tasting Room <table@example.com>' },
      dataDir,
    });
    await mailer.send({
      to: 'asha@example.com',
      subject: 'Your table',
      text: 'See you soon',
      html: '<p>See you soon</p>',
      attachments: [
        { filename: 'a.ics', content: 'BEGIN:VCALENDAR\r\n', contentType: 'text/calendar' },
      ],
    });
    const outbox = path.join(dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(raw).toMatch(/^From: The Tasting Room <table@example\.com>\r\n/m);
    expect(raw).toMatch(/^To: asha@example\.com\r\n/m);
    expect(raw).toMatch(/^Subject: Your table\r\n/m);
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
  });
});
