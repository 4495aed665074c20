import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RESTAURANT_TIMEZONE } from '@shared/constants';
import { DEFAULT_TASTING_MINUTES } from '@shared/restaurant-facts';
import { DEFAULT_REMINDER_HOURS_BEFORE } from '@shared/domain/attendance';
import { DEFAULT_WAITLIST_HOLD_MINUTES } from '@shared/domain/waitlist';
import type { S3Settings } from './storage/s3-storage';
import { allowEntryProblem } from './metrics/allow-list';
import { productionProblems } from './config-production';
import {
  messagingEnvFields,
  messagingEnvProblems,
  messagingSettings,
  type MessagingSettings,
} from './messaging/messaging-config';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** '0' or '1'; empty like unset, as a settings file leaves a line it does not use (`NAME=`). */
const zeroOrOne = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.enum(['0', '1'], { error: "must be '0' or '1'" }).optional(),
);

const urlText = (protocols: string[]) =>
  optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(' or ')})` },
  );

/** What S3, R2 and MinIO all accept as a bucket name. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_NEEDS = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONS = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', ...S3_NEEDS] as const;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(5000),
    DATABASE_URL: urlText(['postgres:', 'postgresql:']),
    DATA_DIR: optionalText,
    UPLOAD_DIR: optionalText,
    SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    ADMIN_USERNAME: optionalText.default('admin'),
    ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 8, {
      message: 'must be at least 8 characters',
    }),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    RAZORPAY_API_URL: urlText(['http:', 'https:']).default('https://api.razorpay.com'),
    PAYMENTS_SANDBOX: zeroOrOne,
    SMTP_URL: urlText(['smtp:', 'smtps:']),
    MAIL_OUTBOX: zeroOrOne,
    MAIL_FROM: optionalText,
    PUBLIC_URL: urlText(['http:', 'https:']),
    RESTAURANT_TIMEZONE: optionalText
      .default(DEFAULT_RESTAURANT_TIMEZONE)
      .refine((v) => v !== undefined && isTimeZone(v), { message: 'must be an IANA time zone' }),
    TASTING_LENGTH_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .int('must be a whole number of minutes')
      .min(30, 'must be between 30 and 600 minutes')
      .max(600, 'must be between 30 and 600 minutes')
      .optional(),
    WAITLIST_HOLD_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .int('must be a whole number of minutes')
      .min(5, 'must be between 5 and 720 minutes')
      .max(720, 'must be between 5 and 720 minutes')
      .optional(),
    REMINDER_HOURS_BEFORE: z.coerce
      .number({ error: 'must be a number of hours' })
      .int('must be a whole number of hours')
      .min(1, 'must be between 1 and 168 hours')
      .max(168, 'must be between 1 and 168 hours')
      .optional(),
    TRUST_PROXY: optionalText,
    RATE_LIMITS: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
    SSR: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
    S3_BUCKET: optionalText.refine((v) => v === undefined || BUCKET_NAME.test(v), {
      message: 'must be a bucket name (3 to 63 lowercase letters, digits, dots or dashes)',
    }),
    S3_ENDPOINT: urlText(['http:', 'https:']),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: optionalText.refine(
      (v) => v === undefined || ['true', 'false', '1', '0'].includes(v),
      { message: "must be 'true' or 'false'" },
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    METRICS_TOKEN: optionalText
      .refine((v) => v === undefined || v.length >= 16, {
        message: 'must be at least 16 characters',
      })
      .refine((v) => v === undefined || /^[\x21-\x7e]+$/.test(v), {
        message: 'must be printable ASCII without spaces (it is sent in a header)',
      }),
    METRICS_ALLOW: optionalText,
    ...messagingEnvFields,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      for (const { name, message } of productionProblems(env)) {
        ctx.addIssue({ code: 'custom', path: [name], message });
      }
    }
    for (const entry of metricsAllowEntries(env.METRICS_ALLOW) ?? []) {
      const problem = allowEntryProblem(entry);
      if (problem) ctx.addIssue({ code: 'custom', path: ['METRICS_ALLOW'], message: problem });
    }
    for (const { path, message } of messagingEnvProblems(env)) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
    if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
      });
    }
    // Half an object-storage setup would quietly keep uploads on one machine's disk, or fail at
    // the first upload: refused at start-up, in one line.
    if (env.S3_BUCKET) {
      const missing = S3_NEEDS.filter((name) => !env[name]);
      if (missing.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: `is set, so ${missing.join(', ')} must be set too (region 'auto' for Cloudflare R2)`,
        });
      }
    } else {
      const stray = S3_OPTIONS.filter((name) => env[name] !== undefined);
      if (stray.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: `is not set, but ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'}: set S3_BUCKET to keep uploads in a bucket, or unset the rest`,
        });
      }
    }
  });

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Uploads on this machine's disk, unless `s3` names a bucket. */
  uploadDir: string;
  /** S3_BUCKET set: uploads are objects in this S3-compatible bucket instead of uploadDir. */
  s3: S3Settings | undefined;
  /** Undefined means: generate one and keep it in dataDir (development only). */
  sessionSecret: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  razorpay: {
    keyId: string | undefined;
    keySecret: string | undefined;
    webhookSecret: string | undefined;
    apiUrl: string;
    sandboxAllowedInProduction: boolean;
  };
  mail: { smtpUrl: string | undefined; from: string };
  /** WhatsApp / SMS to diners who asked: Twilio, Meta's Cloud API, or the local sandbox. */
  messaging: MessagingSettings;
  publicUrl: string;
  timeZone: string;
  /** How long a booked evening lasts, in minutes (calendar invites). */
  tastingMinutes: number;
  /** How long seats freed for a waiting party are held for it, in minutes. */
  waitlistHoldMinutes: number;
  /** How many hours before its seating a confirmed guest is reminded. */
  reminderHoursBefore: number;
  trustProxy: boolean | number | string | undefined;
  rateLimits: boolean;
  /** SSR=on: public pages are rendered on the server and hydrated (off: the plain shell). */
  ssr: boolean;
  logLevel: string;
  /**
   * Who may read GET /metrics: a bearer token, client addresses/networks, or both (a scrape must
   * then pass both). Neither set: /metrics is not served.
   */
  metrics: { token: string | undefined; allow: string[] | undefined };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function metricsAllowEntries(value: string | undefined): string[] | undefined {
  const entries = value
    ?.split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries?.length ? entries : undefined;
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function s3Settings(env: z.infer<typeof envSchema>): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_REGION: region } = env;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  // The schema has refused a bucket without the rest.
  if (!bucket || !region || !accessKeyId || !secretAccessKey) return undefined;
  return {
    bucket,
    region,
    endpoint: env.S3_ENDPOINT,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  };
}

/** Parses the environment once; every other module receives the result, never process.env. */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    // One line per problem, even when two checks of one variable say the same thing.
    throw new ConfigError([
      ...new Set(
        parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
        ),
      ),
    ]);
  }
  const env = parsed.data;
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? 'data');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    uploadDir: path.resolve(cwd, env.UPLOAD_DIR ?? 'uploads'),
    s3: s3Settings(env),
    sessionSecret: env.SESSION_SECRET,
    adminUsername: env.ADMIN_USERNAME ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD,
    razorpay: {
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL ?? 'https://api.razorpay.com',
      sandboxAllowedInProduction: env.PAYMENTS_SANDBOX === '1',
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'The Tasting Room <reservations@localhost>',
    },
    messaging: messagingSettings(env),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    timeZone: env.RESTAURANT_TIMEZONE ?? DEFAULT_RESTAURANT_TIMEZONE,
    tastingMinutes: env.TASTING_LENGTH_MINUTES ?? DEFAULT_TASTING_MINUTES,
    waitlistHoldMinutes: env.WAITLIST_HOLD_MINUTES ?? DEFAULT_WAITLIST_HOLD_MINUTES,
    reminderHoursBefore: env.REMINDER_HOURS_BEFORE ?? DEFAULT_REMINDER_HOURS_BEFORE,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: env.RATE_LIMITS === 'on',
    ssr: env.SSR === 'on',
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    metrics: { token: env.METRICS_TOKEN, allow: metricsAllowEntries(env.METRICS_ALLOW) },
  };
}
