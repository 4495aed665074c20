import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

/** What a production site must set, and sets. */
const SITE = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  PUBLIC_URL: 'https://dine.example',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
};

describe('loadConfig', () => {
  it('when nothing is set, then it defaults to port 5000, embedded database and local folders', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('/srv/app/data'));
    expect(config.uploadDir).toBe(path.resolve('/srv/app/uploads'));
    expect(config.adminUsername).toBe('admin');
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.timeZone).toBe('Asia/Kolkata');
    expect(config.rateLimits).toBe(true);
    expect(config.s3).toBeUndefined();
  });

  it('when several variables are bad, then each gets one clear line', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      RESTAURANT_TIMEZONE: 'Mars/Olympus',
      RATE_LIMITS: 'maybe',
    });
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.startsWith('PORT '))).toBeDefined();
    expect(problems.find((p) => p.startsWith('DATABASE_URL '))).toMatch(/postgres/);
    expect(problems.find((p) => p.startsWith('RESTAURANT_TIMEZONE '))).toMatch(/time zone/);
    expect(problems.find((p) => p.startsWith('RATE_LIMITS '))).toBeDefined();
  });

  it("U7: when the tasting's length is set, then invites use it; unset, three hours; nonsense, one clear line", () => {
    expect(loadConfig({}, '/srv/app').tastingMinutes).toBe(180);
    expect(loadConfig({ TASTING_LENGTH_MINUTES: '150' }, '/srv/app').tastingMinutes).toBe(150);
    expect(problemsOf({ TASTING_LENGTH_MINUTES: 'three hours' })).toEqual([
      'TASTING_LENGTH_MINUTES must be a number of minutes',
    ]);
    expect(problemsOf({ TASTING_LENGTH_MINUTES: '5' })).toEqual([
      'TASTING_LENGTH_MINUTES must be between 30 and 600 minutes',
    ]);
  });

  it('when the waitlist hold and the reminder lead are set, then they are used; unset, 30 minutes and 24 hours; nonsense, one clear line each', () => {
    const defaults = loadConfig({}, '/srv/app');
    expect([defaults.waitlistHoldMinutes, defaults.reminderHoursBefore]).toEqual([30, 24]);
    const set = loadConfig(
      { WAITLIST_HOLD_MINUTES: '45', REMINDER_HOURS_BEFORE: '36' },
      '/srv/app',
    );
    expect([set.waitlistHoldMinutes, set.reminderHoursBefore]).toEqual([45, 36]);
    expect(problemsOf({ WAITLIST_HOLD_MINUTES: '1', REMINDER_HOURS_BEFORE: 'a day' })).toEqual([
      'WAITLIST_HOLD_MINUTES must be between 5 and 720 minutes',
      'REMINDER_HOURS_BEFORE must be a number of hours',
    ]);
  });

  it('when production runs without a session secret or with rate limits off, then start-up is refused', () => {
    const problems = problemsOf({ NODE_ENV: 'production', RATE_LIMITS: 'off' });
    expect(problems).toContain('SESSION_SECRET is required when NODE_ENV=production');
    expect(problems).toContain("RATE_LIMITS 'off' is refused when NODE_ENV=production");
  });

  it('O4: when production has no PUBLIC_URL, then start-up is refused with what it is for', () => {
    const problems = problemsOf({ ...SITE, PUBLIC_URL: '' });
    expect(problems).toEqual([
      'PUBLIC_URL is required when NODE_ENV=production: the https:// address diners use (links in mail start with it)',
    ]);
  });

  it('O4: when production has no SMTP_URL, then start-up is refused unless MAIL_OUTBOX=1 says the folder is meant', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = SITE;
    expect(problemsOf(withoutSmtp)).toEqual([
      'SMTP_URL is required when NODE_ENV=production: without it mail is only written to DATA_DIR/outbox (set MAIL_OUTBOX=1 if that is meant)',
    ]);
    expect(problemsOf({ ...withoutSmtp, MAIL_OUTBOX: '0' })).toHaveLength(1);
    // An empty line in the settings file is no choice either.
    expect(problemsOf({ ...withoutSmtp, MAIL_OUTBOX: '' })).toHaveLength(1);
    const outbox = loadConfig({ ...withoutSmtp, MAIL_OUTBOX: '1' }, '/srv/app');
    expect(outbox.mail.smtpUrl).toBeUndefined();
    expect(problemsOf({ ...withoutSmtp, MAIL_OUTBOX: 'yes' })).toEqual([
      "MAIL_OUTBOX must be '0' or '1'",
    ]);
  });

  it('O4: when production has its session secret, public address and mail server, then it starts', () => {
    const config = loadConfig(SITE, '/srv/app');
    expect(config.isProduction).toBe(true);
    expect(config.publicUrl).toBe('https://dine.example');
    // Outside production both stay optional: a fresh clone starts with nothing set.
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
    // The template's empty lines (NAME=) read as unset.
    expect(problemsOf({ ...SITE, MAIL_OUTBOX: '', PAYMENTS_SANDBOX: '', S3_BUCKET: '' })).toEqual(
      [],
    );
  });

  it('when only one Razorpay key is set, then it says both are needed', () => {
    expect(problemsOf({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toEqual([
      'RAZORPAY_KEY_ID RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    ]);
  });

  it('when PUBLIC_URL and TRUST_PROXY are set, then they are normalised', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://dine.example/', TRUST_PROXY: '1' });
    expect(config.publicUrl).toBe('https://dine.example');
    expect(config.trustProxy).toBe(1);
  });

  it('when the metrics settings are unset, then /metrics has nobody to serve', () => {
    expect(loadConfig({}, '/srv/app').metrics).toEqual({ token: undefined, allow: undefined });
  });

  it('when METRICS_TOKEN and METRICS_ALLOW are set, then the token and each listed entry are kept', () => {
    const config = loadConfig(
      { METRICS_TOKEN: 'scrape-me-0123456789', METRICS_ALLOW: ' 127.0.0.1, 10.0.0.0/8 ,::1,' },
      '/srv/app',
    );
    expect(config.metrics).toEqual({
      token: 'scrape-me-0123456789',
      allow: ['127.0.0.1', '10.0.0.0/8', '::1'],
    });
  });

  it('when a metrics setting is unusable, then each problem gets its own line', () => {
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN must be at least 16 characters',
    ]);
    expect(problemsOf({ METRICS_TOKEN: 'has a space in the token' })).toEqual([
      'METRICS_TOKEN must be printable ASCII without spaces (it is sent in a header)',
    ]);
    expect(problemsOf({ METRICS_ALLOW: '10.0.0.0/8, prometheus.local, 10.0.0.0/40' })).toEqual([
      "METRICS_ALLOW 'prometheus.local' is not an IP address or CIDR network",
      "METRICS_ALLOW '10.0.0.0/40' has a prefix length outside 0 to 32",
    ]);
  });

  it('when a variable is set to an empty string, then it counts as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('when MESSAGING_PROVIDER and MESSAGING_SANDBOX are left empty, then the messaging sandbox is used; a wrong provider is one clear line', () => {
    expect(loadConfig({ MESSAGING_PROVIDER: '', MESSAGING_SANDBOX: ' ' }).messaging).toEqual({
      provider: 'sandbox',
      allowedInProduction: false,
    });
    expect(problemsOf({ MESSAGING_PROVIDER: 'sms' })).toEqual([
      "MESSAGING_PROVIDER must be 'twilio' or 'whatsapp-cloud'",
    ]);
  });

  const R2 = {
    S3_BUCKET: 'tasting-media',
    S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com',
    S3_REGION: 'auto',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'key-secret',
  };

  it('when S3_BUCKET and its keys are set, then uploads go to that bucket (R2, MinIO or AWS)', () => {
    expect(loadConfig(R2, '/srv/app').s3).toEqual({
      bucket: 'tasting-media',
      endpoint: 'https://0123abcd.r2.cloudflarestorage.com',
      region: 'auto',
      accessKeyId: 'key-id',
      secretAccessKey: 'key-secret',
      forcePathStyle: false,
    });
    const minio = { ...R2, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' };
    expect(loadConfig(minio, '/srv/app').s3).toMatchObject({ forcePathStyle: true });
    const aws = { ...R2, S3_ENDPOINT: '', S3_REGION: 'ap-south-1' };
    expect(loadConfig(aws, '/srv/app').s3).toMatchObject({ endpoint: undefined });
  });

  it('when S3_BUCKET is set without its region or keys, then one line names what is missing', () => {
    expect(problemsOf({ S3_BUCKET: 'tasting-media', S3_ACCESS_KEY_ID: 'key-id' })).toEqual([
      "S3_BUCKET is set, so S3_REGION, S3_SECRET_ACCESS_KEY must be set too (region 'auto' for Cloudflare R2)",
    ]);
  });

  it('when S3 settings are given without S3_BUCKET, or are malformed, then each is one clear line', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto' })).toEqual([
      'S3_BUCKET is not set, but S3_ENDPOINT, S3_REGION are: set S3_BUCKET to keep uploads in a bucket, or unset the rest',
    ]);
    expect(
      problemsOf({
        ...R2,
        S3_BUCKET: 'Tasting_Media',
        S3_ENDPOINT: 'r2.example',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toEqual([
      'S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots or dashes)',
      'S3_ENDPOINT must be a URL (http: or https:)',
      "S3_FORCE_PATH_STYLE must be 'true' or 'false'",
    ]);
  });
});
