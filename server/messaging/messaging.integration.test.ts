import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { guestMessages, messagingEarlyNews } from '@shared/schema/guest-messages';
import { until } from '../test/smtp-peer';
import { createTestApp, signedInAgent, type TestApp } from '../test/test-app';
import { testDatabaseKind } from '../test/test-database';
import {
  metaSignature,
  signedTwilioCallback,
  startTwilioStub,
  startWhatsAppStub,
  TWILIO_SID,
  TWILIO_TOKEN,
  WHATSAPP_APP_SECRET,
  WHATSAPP_NUMBER_ID,
  WHATSAPP_TOKEN,
  WHATSAPP_VERIFY_TOKEN,
  whatsappReplyBody,
  whatsappStatusBody,
  type StubbedMessage,
  type StubHooks,
} from '../test/messaging-stubs';

const NOW = new Date('2026-11-22T06:00:00Z');
const STATUS_URL = 'http://localhost:5000/api/messaging/twilio/status';
let phoneSeq = 0;
/** A fresh mobile number and address per booking, so tests never share a guest. */
const booking = (extra: Record<string, unknown> = {}) => {
  phoneSeq += 1;
  return {
    name: 'Asha Rao',
    email: `diner${phoneSeq}.${Date.now()}@example.com`,
    phone: `+91 98450 ${String(10000 + phoneSeq).slice(-5)}`,
    date: '2026-11-25',
    timeSlot: '7:00 PM - 8:00 PM',
    guests: 2,
    vegCount: 1,
    nonVegCount: 1,
    ...extra,
  };
};
const e164 = (phone: string) => phone.replace(/\s/g, '');
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Provider = {
  name: 'twilio' | 'whatsapp-cloud';
  start(): Promise<{
    url: string;
    close(): Promise<void>;
    sent: StubbedMessage[];
    unreachable: Set<string>;
    hooks: StubHooks;
  }>;
  env(url: string): Record<string, string>;
  /** Delivery news for a message, as the provider would post it. */
  news(t: TestApp, providerId: string, status: 'delivered' | 'failed' | 'read'): request.Test;
  stop(t: TestApp, phone: string): request.Test;
  /** How the stub's record names the recipient of an unreachable number. */
  unreachableKey(phone: string): string;
};

const twilioProvider: Provider = {
  name: 'twilio',
  start: startTwilioStub,
  env: (url) => ({
    MESSAGING_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: TWILIO_SID,
    TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
    TWILIO_WHATSAPP_FROM: '+14155238886',
    TWILIO_SMS_FROM: '+14155550100',
    TWILIO_API_URL: url,
  }),
  news(t, id, status) {
    const twilioStatus = status === 'failed' ? 'undelivered' : status;
    const { signature, params } = signedTwilioCallback(STATUS_URL, {
      MessageSid: id,
      MessageStatus: twilioStatus,
      AccountSid: TWILIO_SID,
      ...(status === 'failed' ? { ErrorCode: '63003' } : {}),
    });
    return request(t.app)
      .post('/api/messaging/twilio/status')
      .set('X-Twilio-Signature', signature)
      .type('form')
      .send(params);
  },
  stop(t, phone) {
    const { signature, params } = signedTwilioCallback(STATUS_URL, {
      MessageSid: `SM${Date.now()}`,
      From: `whatsapp:${e164(phone)}`,
      Body: 'STOP',
    });
    return request(t.app)
      .post('/api/messaging/twilio/status')
      .set('X-Twilio-Signature', signature)
      .type('form')
      .send(params);
  },
  unreachableKey: (phone) => `whatsapp:${e164(phone)}`,
};

const whatsappProvider: Provider = {
  name: 'whatsapp-cloud',
  start: startWhatsAppStub,
  env: (url) => ({
    MESSAGING_PROVIDER: 'whatsapp-cloud',
    WHATSAPP_ACCESS_TOKEN: WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_NUMBER_ID,
    WHATSAPP_APP_SECRET: WHATSAPP_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: WHATSAPP_VERIFY_TOKEN,
    WHATSAPP_API_URL: `${url}/v21.0`,
  }),
  news(t, id, status) {
    const body = whatsappStatusBody(id, status, status === 'failed' ? 131026 : undefined);
    return request(t.app)
      .post('/api/messaging/whatsapp/webhook')
      .set('X-Hub-Signature-256', metaSignature(body))
      .type('application/json')
      .send(body);
  },
  stop(t, phone) {
    const body = whatsappReplyBody(e164(phone).slice(1), 'Stop');
    return request(t.app)
      .post('/api/messaging/whatsapp/webhook')
      .set('X-Hub-Signature-256', metaSignature(body))
      .type('application/json')
      .send(body);
  },
  unreachableKey: (phone) => e164(phone).slice(1),
};

describe.each([twilioProvider, whatsappProvider])(
  `messages to diners through $name (${testDatabaseKind})`,
  (provider) => {
    let stub: Awaited<ReturnType<Provider['start']>>;
    let t: TestApp;
    const sentTo = (phone: string) => stub.sent.filter((m) => m.to === e164(phone));

    beforeAll(async () => {
      stub = await provider.start();
      t = await createTestApp(
        { RATE_LIMITS: 'off', ...provider.env(stub.url) },
        { now: () => NOW },
      );
    });
    afterAll(async () => {
      await t?.close();
      await stub?.close();
    });

    async function book(extra: Record<string, unknown> = {}) {
      const input = booking(extra);
      const res = await request(t.app).post('/api/reservations').send(input);
      expect(res.status).toBe(201);
      return { input, id: res.body.id as number, manageUrl: res.body.manageUrl as string };
    }
    const tokenOf = (manageUrl: string) => manageUrl.split('/').pop()!;
    const rowsOf = (id: number) =>
      t.database.db.select().from(guestMessages).where(eq(guestMessages.reservationId, id));
    /**
     * The first message once the provider has it and our row says so: the stub sees the message
     * a moment before the sender records the handover, and news about a message we have not
     * yet recorded as handed over would find no row.
     */
    async function firstHandedOver(phone: string, id: number) {
      const [first] = await until(() => (sentTo(phone).length === 1 ? sentTo(phone) : undefined));
      await until(async () => ((await rowsOf(id))[0]?.status === 'accepted' ? true : undefined));
      return first!;
    }

    it('when a diner who ticked the box books, is changed twice and cancels, then exactly four messages go, one per event', async () => {
      const { input, id, manageUrl } = await book({ messagingConsent: true });
      await until(() => (sentTo(input.phone).length === 1 ? true : undefined));
      const staff = await signedInAgent(t.app);
      const edit = { ...input, specialRequests: '', dietaryNeeds: [] };
      delete (edit as Record<string, unknown>).messagingConsent;
      expect(
        (await staff.patch(`/api/reservations/${id}`).send({ ...edit, guests: 3, vegCount: 2 }))
          .status,
      ).toBe(200);
      expect(
        (
          await staff
            .patch(`/api/reservations/${id}`)
            .send({ ...edit, guests: 4, vegCount: 2, nonVegCount: 2 })
        ).status,
      ).toBe(200);
      const cancel = await request(t.app).post(
        `/api/reservations/manage/${tokenOf(manageUrl)}/cancel`,
      );
      expect(cancel.status).toBe(200);
      await until(() => (sentTo(input.phone).length >= 4 ? true : undefined));
      await wait(300);
      const sent = sentTo(input.phone);
      expect(sent).toHaveLength(4);
      expect(sent.every((m) => m.channel === 'whatsapp')).toBe(true);
      const rows = await rowsOf(id);
      expect(rows.map((r) => r.template)).toEqual([
        'booking_confirmed',
        'booking_changed',
        'booking_changed',
        'booking_cancelled',
      ]);
      expect(rows[0]!.text).toContain(manageUrl);
      expect(rows.every((r) => r.to === e164(input.phone) && r.provider === provider.name)).toBe(
        true,
      );
      // Staff read the choice beside the booking, and each message's state.
      const list = await staff.get('/api/reservations');
      const mine = list.body.find((r: { id: number }) => r.id === id);
      expect(mine.messagingConsent).toBe(true);
      expect(typeof mine.messagingConsentAt).toBe('string');
      const detail = await staff.get(`/api/reservations/${id}/messages`);
      expect(detail.status).toBe(200);
      expect(detail.body.messages).toHaveLength(4);
      expect(detail.body.messages[0].status).toBe('accepted');
    });

    it('when a diner leaves the box unticked, then no message goes, and the e-mail still does', async () => {
      const { input, id } = await book();
      const staff = await signedInAgent(t.app);
      await staff
        .patch(`/api/reservations/${id}/status`)
        .send({ status: 'cancelled', reason: 'Closed' });
      await wait(600);
      expect(sentTo(input.phone)).toHaveLength(0);
      expect(await rowsOf(id)).toHaveLength(0);
    });

    it('when the box is ticked with a number that cannot take messages, then the booking is refused with 400 naming the phone', async () => {
      const res = await request(t.app)
        .post('/api/reservations')
        .send(booking({ messagingConsent: true, phone: '080 2345 6789' }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ path: 'phone' })]);
    });

    it('when the diner replies STOP, then their consent ends and the next change sends nothing', async () => {
      const { input, id } = await book({ messagingConsent: true });
      await until(() => (sentTo(input.phone).length === 1 ? true : undefined));
      expect((await provider.stop(t, input.phone)).status).toBe(200);
      const staff = await signedInAgent(t.app);
      const after = await staff.get('/api/reservations');
      expect(after.body.find((r: { id: number }) => r.id === id).messagingConsent).toBe(false);
      await staff
        .patch(`/api/reservations/${id}/status`)
        .send({ status: 'cancelled', reason: 'Closed' });
      await wait(600);
      expect(sentTo(input.phone)).toHaveLength(1);
    });

    it('when a webhook is forged, then it is refused; when one is replayed, then it changes nothing', async () => {
      const { input, id } = await book({ messagingConsent: true });
      const first = await firstHandedOver(input.phone, id);
      const forged =
        provider.name === 'twilio'
          ? await request(t.app)
              .post('/api/messaging/twilio/status')
              .set('X-Twilio-Signature', 'bm90IGEgc2lnbmF0dXJl')
              .type('form')
              .send({ MessageSid: first.id, MessageStatus: 'failed' })
          : await request(t.app)
              .post('/api/messaging/whatsapp/webhook')
              .set(
                'X-Hub-Signature-256',
                metaSignature(whatsappStatusBody(first.id, 'failed'), 'wrong'),
              )
              .type('application/json')
              .send(whatsappStatusBody(first.id, 'failed'));
      expect(forged.status).toBe(400);
      expect(forged.body.code).toBe('invalid_signature');
      expect((await rowsOf(id))[0]!.status).toBe('accepted');

      expect((await provider.news(t, first.id, 'read')).status).toBe(200);
      expect((await rowsOf(id))[0]!.status).toBe('read');
      // A replayed 'delivered' after 'read', and a replay of 'read' itself, change nothing.
      expect((await provider.news(t, first.id, 'delivered')).status).toBe(200);
      const replay = await provider.news(t, first.id, 'read');
      expect(replay.status).toBe(200);
      if (provider.name === 'whatsapp-cloud')
        expect(replay.body).toEqual({ applied: 0, duplicates: 1 });
      else expect(replay.headers['x-messages-duplicates']).toBe('1');
      expect((await rowsOf(id))[0]!.status).toBe('read');
    });

    it('when news of a message comes before its handover is recorded, then it is kept and applied with the handover', async () => {
      const early: number[] = [];
      // The provider posts its webhook before it answers the send: the news finds no row yet.
      stub.hooks.beforeAnswer = async (message) => {
        stub.hooks.beforeAnswer = undefined;
        early.push((await provider.news(t, message.id, 'failed')).status);
      };
      const { input, id } = await book({ messagingConsent: true });
      const [first] = await until(() =>
        sentTo(input.phone).length === 1 ? sentTo(input.phone) : undefined,
      );
      expect(await until(() => early[0])).toBe(200);
      const failed = await until(async () => {
        const [row] = await rowsOf(id);
        return row?.status === 'failed' ? row : undefined;
      });
      expect(failed.providerMessageId).toBe(first!.id);
      if (provider.name === 'twilio') {
        // The news did all that news after the handover does: the failed WhatsApp goes as SMS.
        const [, sms] = await until(() =>
          sentTo(input.phone).length === 2 ? sentTo(input.phone) : undefined,
        );
        expect(sms!.channel).toBe('sms');
      }
      const kept = await t.database.db.select().from(messagingEarlyNews);
      expect(kept.filter((n) => n.providerMessageId === first!.id)).toEqual([]);
    });

    it('when news names a message this site never sent, then it is kept for two days at most and changes nothing', async () => {
      const stranger = provider.name === 'twilio' ? 'SMnotours0000' : 'wamid.notours0000';
      expect((await provider.news(t, stranger, 'delivered')).status).toBe(200);
      const kept = await t.database.db.select().from(messagingEarlyNews);
      expect(kept.map((n) => [n.providerMessageId, n.status])).toContainEqual([
        stranger,
        'delivered',
      ]);
      await t.database.db
        .update(messagingEarlyNews)
        .set({ receivedAt: new Date(Date.now() - 3 * 24 * 3600_000) })
        .where(eq(messagingEarlyNews.providerMessageId, stranger));
      expect((await provider.news(t, `${stranger}1`, 'read')).status).toBe(200);
      const after = await t.database.db.select().from(messagingEarlyNews);
      expect(after.map((n) => n.providerMessageId)).toEqual([`${stranger}1`]);
    });

    it('when a WhatsApp message fails, then it falls back once (SMS through Twilio; the e-mail alone with WhatsApp)', async () => {
      const { input, id } = await book({ messagingConsent: true });
      const first = await firstHandedOver(input.phone, id);
      expect((await provider.news(t, first.id, 'failed')).status).toBe(200);
      // The same failure told twice still falls back once.
      await provider.news(t, first.id, 'failed');
      if (provider.name === 'twilio') {
        const [, sms] = await until(() =>
          sentTo(input.phone).length === 2 ? sentTo(input.phone) : undefined,
        );
        expect(sms!.channel).toBe('sms');
        expect(sms!.text).toBe(first.text);
        // The SMS failing too ends it: no third message.
        await provider.news(t, sms!.id, 'failed');
        await wait(600);
        expect(sentTo(input.phone)).toHaveLength(2);
        const rows = await rowsOf(id);
        expect(rows.map((r) => [r.channel, r.status, r.fallbackOf])).toEqual([
          ['whatsapp', 'failed', null],
          ['sms', 'failed', rows[0]!.id],
        ]);
      } else {
        await wait(600);
        expect(sentTo(input.phone)).toHaveLength(1);
        expect((await rowsOf(id)).map((r) => r.status)).toEqual(['failed']);
      }
    });

    it('when the provider refuses the number outright, then the message is failed at once and falls back the same way', async () => {
      const input = booking({ messagingConsent: true });
      stub.unreachable.add(provider.unreachableKey(input.phone));
      const res = await request(t.app).post('/api/reservations').send(input);
      expect(res.status).toBe(201);
      const expected = provider.name === 'twilio' ? 2 : 1;
      let rows = await rowsOf(res.body.id);
      for (let i = 0; i < 100 && rows.filter((r) => r.status !== 'queued').length < expected; i++) {
        await wait(100);
        rows = await rowsOf(res.body.id);
      }
      expect(rows[0]!.status).toBe('failed');
      expect(rows[0]!.error).toContain(provider.name === 'twilio' ? '21211' : '131026');
      if (provider.name === 'twilio') {
        expect(rows[1]).toMatchObject({
          channel: 'sms',
          status: 'accepted',
          fallbackOf: rows[0]!.id,
        });
      } else {
        expect(rows).toHaveLength(1);
      }
    });
  },
);

describe(`the messaging sandbox (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => NOW });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when no provider is set and a diner ticks the box, then one JSON file per message holds exactly the contract', async () => {
    const input = booking({ messagingConsent: true });
    const res = await request(t.app).post('/api/reservations').send(input);
    expect(res.status).toBe(201);
    const dir = path.join(t.config.dataDir, 'messages');
    const files = await until(() => {
      const names = fs.existsSync(dir)
        ? fs.readdirSync(dir).filter((f) => f.endsWith('.json'))
        : [];
      return names.length > 0 ? names : undefined;
    });
    expect(files).toHaveLength(1);
    const message = JSON.parse(fs.readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(Object.keys(message).sort()).toEqual(['bookingId', 'channel', 'template', 'text', 'to']);
    expect(message).toMatchObject({
      to: e164(input.phone),
      channel: 'whatsapp',
      template: 'booking_confirmed',
      bookingId: res.body.id,
    });
    expect(message.text).toContain(res.body.manageUrl);
  });
});
