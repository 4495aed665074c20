import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import twilio from 'twilio';

// Local stand-ins for the two providers' APIs, so tests drive the real `twilio` SDK and our
// WhatsApp Cloud API client over real HTTP. Each checks the credentials the real one checks,
// records every message sent, and refuses numbers a test marks as unreachable.

export const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const TWILIO_TOKEN = 'stub-twilio-auth-token';
export const WHATSAPP_TOKEN = 'stub-whatsapp-access-token';
export const WHATSAPP_NUMBER_ID = '123456789012345';
export const WHATSAPP_APP_SECRET = 'stub-meta-app-secret';
export const WHATSAPP_VERIFY_TOKEN = 'stub-verify-token';

export type StubbedMessage = {
  id: string;
  to: string;
  channel: 'whatsapp' | 'sms';
  text: string;
  template?: string;
  variables?: string[];
  statusCallback?: string;
};

/**
 * What a test can make a stub do. `beforeAnswer` runs once the stub has a message and before it
 * answers the send, as a provider whose webhook outruns its own answer would.
 */
export type StubHooks = {
  beforeAnswer?: ((message: StubbedMessage) => Promise<unknown>) | undefined;
};

/** Answers after the test's hook, if any, has run. */
function answerAfterHook(hooks: StubHooks, message: StubbedMessage, answer: () => void) {
  const hook = hooks.beforeAnswer;
  if (!hook) return answer();
  hook(message).then(answer, answer);
}

async function listen(app: express.Express) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Twilio's Messages resource: POST /2010-04-01/Accounts/{sid}/Messages.json, Basic auth. */
export async function startTwilioStub() {
  const sent: StubbedMessage[] = [];
  const unreachable = new Set<string>();
  const hooks: StubHooks = {};
  const app = express();
  app.post(
    '/2010-04-01/Accounts/:sid/Messages.json',
    express.urlencoded({ extended: false }),
    (req, res) => {
      const expected = `Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString('base64')}`;
      if (req.headers.authorization !== expected || req.params.sid !== TWILIO_SID) {
        res.status(401).json({ code: 20003, message: 'Authenticate', status: 401 });
        return;
      }
      const body = req.body as Record<string, string>;
      const to = body.To ?? '';
      const channel = to.startsWith('whatsapp:') ? 'whatsapp' : 'sms';
      if (unreachable.has(to)) {
        res
          .status(400)
          .json({ code: 21211, message: `The 'To' number ${to} is not valid.`, status: 400 });
        return;
      }
      const id = `SM${crypto.randomBytes(16).toString('hex')}`;
      const message: StubbedMessage = {
        id,
        to: to.replace(/^whatsapp:/, ''),
        channel,
        text: body.Body ?? '',
        statusCallback: body.StatusCallback,
      };
      sent.push(message);
      answerAfterHook(hooks, message, () =>
        res.status(201).json({ sid: id, status: 'queued', to, from: body.From, body: body.Body }),
      );
    },
  );
  const server = await listen(app);
  return { ...server, sent, unreachable, hooks };
}

/** Meta's Graph API: POST /{version}/{phone-number-id}/messages with a bearer token. */
export async function startWhatsAppStub() {
  const sent: StubbedMessage[] = [];
  const unreachable = new Set<string>();
  const hooks: StubHooks = {};
  const app = express();
  app.post('/v21.0/:numberId/messages', express.json(), (req, res) => {
    if (req.headers.authorization !== `Bearer ${WHATSAPP_TOKEN}`) {
      res.status(401).json({ error: { message: 'Invalid OAuth access token', code: 190 } });
      return;
    }
    const body = req.body as {
      to: string;
      template: { name: string; components: { parameters: { text: string }[] }[] };
    };
    if (unreachable.has(body.to)) {
      res.status(400).json({ error: { message: 'Recipient not on WhatsApp', code: 131026 } });
      return;
    }
    const id = `wamid.${crypto.randomBytes(12).toString('hex')}`;
    const variables = body.template.components[0]?.parameters.map((p) => p.text) ?? [];
    const message: StubbedMessage = {
      id,
      to: `+${body.to}`,
      channel: 'whatsapp',
      text: variables.join(' | '),
      template: body.template.name,
      variables,
    };
    sent.push(message);
    answerAfterHook(hooks, message, () =>
      res.json({
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      }),
    );
  });
  const server = await listen(app);
  return { ...server, sent, unreachable, hooks };
}

/** A status callback as Twilio signs it (X-Twilio-Signature over the URL and the fields). */
export function signedTwilioCallback(url: string, params: Record<string, string>) {
  return { signature: twilio.getExpectedTwilioSignature(TWILIO_TOKEN, url, params), params };
}

/** Meta's X-Hub-Signature-256 of a body. */
export function metaSignature(body: string, secret = WHATSAPP_APP_SECRET): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** A webhook body with one status of one of our messages. */
export function whatsappStatusBody(id: string, status: string, errorCode?: number) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: '15550000000',
                phone_number_id: WHATSAPP_NUMBER_ID,
              },
              statuses: [
                {
                  id,
                  status,
                  timestamp: '1795000000',
                  recipient_id: '919845012345',
                  ...(errorCode ? { errors: [{ code: errorCode, title: 'Failed' }] } : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** A webhook body with a diner's text reply. */
export function whatsappReplyBody(from: string, text: string) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messages: [
                {
                  from,
                  id: `wamid.in${crypto.randomBytes(6).toString('hex')}`,
                  timestamp: '1795000000',
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}
