import { z } from 'zod';

// The messaging provider's settings, part of the environment config.ts validates at start-up.

const text = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const httpUrl = text.refine(
  (v) => {
    if (v === undefined) return true;
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  },
  { message: 'must be a URL (http: or https:)' },
);

/** A sender: an E.164 number, or a Twilio messaging service (MG followed by 32 hex digits). */
const sender = text.refine(
  (v) => v === undefined || /^(\+[1-9]\d{6,14}|MG[0-9a-f]{32})$/i.test(v),
  {
    message:
      'must be a number written +CountryNumber (e.g. +14155238886) or a messaging service SID',
  },
);

/** A settings file leaves a line it does not use as `NAME=`: empty means unset, the sandbox. */
const emptyAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

const TEMPLATE_SIDS = /^(\w+=HX[0-9a-f]{32})(,\s*\w+=HX[0-9a-f]{32})*$/i;

export const messagingEnvFields = {
  MESSAGING_PROVIDER: emptyAsUnset(
    z
      .enum(['twilio', 'whatsapp-cloud'], { error: "must be 'twilio' or 'whatsapp-cloud'" })
      .optional(),
  ),
  MESSAGING_SANDBOX: emptyAsUnset(z.enum(['0', '1'], { error: "must be '0' or '1'" }).optional()),
  TWILIO_ACCOUNT_SID: text.refine((v) => v === undefined || /^AC[0-9a-f]{32}$/i.test(v), {
    message: 'must be AC followed by 32 hex digits',
  }),
  TWILIO_AUTH_TOKEN: text,
  TWILIO_SMS_FROM: sender,
  TWILIO_WHATSAPP_FROM: sender,
  /** template=ContentSid pairs: WhatsApp templates approved through Twilio's Content API. */
  TWILIO_CONTENT_SIDS: text.refine((v) => v === undefined || TEMPLATE_SIDS.test(v), {
    message: 'must be name=HX… pairs separated by commas',
  }),
  TWILIO_API_URL: httpUrl,
  WHATSAPP_ACCESS_TOKEN: text,
  WHATSAPP_PHONE_NUMBER_ID: text.refine((v) => v === undefined || /^\d{5,30}$/.test(v), {
    message: 'must be the number id Meta shows (digits)',
  }),
  WHATSAPP_APP_SECRET: text,
  WHATSAPP_VERIFY_TOKEN: text,
  WHATSAPP_TEMPLATE_LANGUAGE: text.refine(
    (v) => v === undefined || /^[a-z]{2,3}(_[A-Z]{2})?$/.test(v),
    {
      message: 'must be a language code such as en or en_US',
    },
  ),
  WHATSAPP_API_URL: httpUrl,
};

type MessagingEnv = { NODE_ENV: string } & {
  [K in keyof typeof messagingEnvFields]?: z.output<(typeof messagingEnvFields)[K]>;
};

const NEEDS = {
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'],
  'whatsapp-cloud': [
    'WHATSAPP_ACCESS_TOKEN',
    'WHATSAPP_PHONE_NUMBER_ID',
    'WHATSAPP_APP_SECRET',
    'WHATSAPP_VERIFY_TOKEN',
  ],
} as const;

/** One line per problem: a provider chosen without its keys, or Twilio without a sender. */
export function messagingEnvProblems(env: MessagingEnv): { path: string; message: string }[] {
  const provider = env.MESSAGING_PROVIDER;
  if (!provider) return [];
  const missing = NEEDS[provider].filter((name) => !env[name]);
  const problems = missing.length
    ? [
        {
          path: 'MESSAGING_PROVIDER',
          message: `is ${provider}, so ${missing.join(', ')} must be set too`,
        },
      ]
    : [];
  if (provider === 'twilio' && !env.TWILIO_SMS_FROM && !env.TWILIO_WHATSAPP_FROM) {
    problems.push({
      path: 'MESSAGING_PROVIDER',
      message: 'is twilio, so TWILIO_WHATSAPP_FROM or TWILIO_SMS_FROM (or both) must be set',
    });
  }
  return problems;
}

export type MessagingSettings =
  | {
      provider: 'twilio';
      accountSid: string;
      authToken: string;
      smsFrom: string | undefined;
      whatsappFrom: string | undefined;
      /** Template name → Twilio Content SID of its approved WhatsApp template. */
      contentSids: Partial<Record<string, string>>;
      /** Twilio's API host; tests point it at a local stub. */
      apiUrl: string | undefined;
    }
  | {
      provider: 'whatsapp-cloud';
      accessToken: string;
      phoneNumberId: string;
      appSecret: string;
      verifyToken: string;
      language: string;
      apiUrl: string;
    }
  /** No provider: the sandbox writes each message to $DATA_DIR/messages. */
  | { provider: 'sandbox'; allowedInProduction: boolean };

export const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com/v21.0';

/** Settings from an environment messagingEnvProblems found nothing wrong with. */
export function messagingSettings(env: MessagingEnv): MessagingSettings {
  if (env.MESSAGING_PROVIDER === 'twilio') {
    return {
      provider: 'twilio',
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      smsFrom: env.TWILIO_SMS_FROM,
      whatsappFrom: env.TWILIO_WHATSAPP_FROM,
      contentSids: Object.fromEntries(
        (env.TWILIO_CONTENT_SIDS ?? '')
          .split(',')
          .filter((pair) => pair.includes('='))
          .map((pair) => pair.split('=').map((part) => part.trim())),
      ),
      apiUrl: env.TWILIO_API_URL,
    };
  }
  if (env.MESSAGING_PROVIDER === 'whatsapp-cloud') {
    return {
      provider: 'whatsapp-cloud',
      accessToken: env.WHATSAPP_ACCESS_TOKEN ?? '',
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
      appSecret: env.WHATSAPP_APP_SECRET ?? '',
      verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? '',
      language: env.WHATSAPP_TEMPLATE_LANGUAGE ?? 'en',
      apiUrl: (env.WHATSAPP_API_URL ?? WHATSAPP_GRAPH_URL).replace(/\/+$/, ''),
    };
  }
  return { provider: 'sandbox', allowedInProduction: env.MESSAGING_SANDBOX === '1' };
}
