import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookingReference } from '@shared/booking-reference';
import { jobs } from '@shared/schema/jobs';
import { reservations } from '@shared/schema/reservations';
import { captureLogs } from '../../test/log-capture';
import { startSmtpPeer, until, type ReceivedMail } from '../../test/smtp-peer';
import { createTestApp, signedInAgent, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';

const NOW = new Date('2026-11-22T06:00:00Z');
const booking = (date: string) => ({
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98450 12345',
  date,
  timeSlot: '7:00 PM - 8:00 PM',
  guests: 2,
  vegCount: 1,
  nonVegCount: 1,
});

describe(`booking confirmation over SMTP (${testDatabaseKind})`, () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let received: ReceivedMail[];
  let t: TestApp;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    received = peer.received;
    const port = peer.port;
    t = await createTestApp(
      {
        RATE_LIMITS: 'off',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'The Tasting Room <table@example.com>',
      },
      { now: () => NOW },
    );
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('when a diner books, then a real SMTP peer receives the confirmation with the manage link and a correct calendar invite', async () => {
    const res = await request(t.app).post('/api/reservations').send(booking('2026-11-25'));
    expect(res.status).toBe(201);
    const { to, mail } = await until(() => received[0]);
    expect(to).toEqual(['asha@example.com']);
    expect(mail.from?.text).toContain('table@example.com');
    expect(mail.subject).toBe('Your table at The Tasting Room on Wed, 25 Nov 2026 at 7:00 PM');
    expect(mail.text).toContain(res.body.manageUrl);
    expect(mail.html).toContain(`href="${res.body.manageUrl}"`);

    const ics = mail.attachments.find((a) => a.filename === 'reservation.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const lines = ics!.content.toString('utf8').replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('DTSTART:20261125T133000Z'); // 7:00 PM in Asia/Kolkata
    // Ten courses take the evening: three hours, not the seating slot's one.
    expect(lines).toContain('DTEND:20261125T163000Z');
    expect(lines).toContain(`UID:reservation-${res.body.id}@tasting-room`);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(res.body.manageUrl);
  });

  it('when staff cancel with a reason, then the guest gets one note saying so, with the reason and a way to book again', async () => {
    const res = await request(t.app)
      .post('/api/reservations')
      .send({ ...booking('2026-12-02'), email: 'cancelled.by.us@example.com' });
    expect(res.status).toBe(201);
    await until(() => received.find((m) => m.to.includes('cancelled.by.us@example.com')));
    const staff = await signedInAgent(t.app);
    await staff
      .patch(`/api/reservations/${res.body.id}/status`)
      .send({ status: 'cancelled', reason: 'The kitchen is closed for a private event.' })
      .expect(200);
    const note = await until(() =>
      received.find(
        (m) =>
          m.to.includes('cancelled.by.us@example.com') && /cancelled/.test(m.mail.subject ?? ''),
      ),
    );
    expect(note.mail.subject).toBe(
      'Your booking at The Tasting Room on Wed, 2 Dec 2026 at 7:00 PM is cancelled',
    );
    expect(note.mail.text).toContain('has had to cancel your booking');
    expect(note.mail.text).toContain('Reason: The kitchen is closed for a private event.');
    expect(note.mail.text).toContain('/book');
    expect(received.filter((m) => m.to.includes('cancelled.by.us@example.com'))).toHaveLength(2);
  });

  it('when staff have set the contact details, then the confirmation and the change note carry the address, phone and a map link', async () => {
    const staff = await signedInAgent(t.app);
    await staff
      .put('/api/site-settings/contact')
      .send({
        phone: '+91 80 4000 1234',
        email: 'table@example.com',
        address: '12 Lavelle Road\nBengaluru 560001',
        openingHours: 'Tue-Sun 7-10 PM',
        mapUrl: '',
      })
      .expect(200);
    const res = await request(t.app)
      .post('/api/reservations')
      .send({ ...booking('2026-12-04'), email: 'finding.us@example.com' });
    expect(res.status).toBe(201);
    const confirmation = await until(() =>
      received.find((m) => m.to.includes('finding.us@example.com')),
    );
    expect(confirmation.mail.text).toContain('Address: 12 Lavelle Road, Bengaluru 560001');
    expect(confirmation.mail.text).toContain('Phone: +91 80 4000 1234');
    const mapLink =
      'https://www.google.com/maps/search/?api=1&query=12%20Lavelle%20Road%20Bengaluru%20560001';
    expect(confirmation.mail.text).toContain(mapLink);
    expect(confirmation.mail.html).toContain(`href="${mapLink.replaceAll('&', '&amp;')}"`);

    const token = String(res.body.manageUrl).split('/').pop();
    await request(t.app)
      .patch(`/api/reservations/manage/${token}`)
      .send({
        date: '2026-12-05',
        timeSlot: '8:00 PM - 9:00 PM',
        guests: 3,
        vegCount: 3,
        nonVegCount: 0,
      })
      .expect(200);
    // A guest's change is mailed once a short burst window has passed; here it is due at once.
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.ref, `reservation:${res.body.id}`));
    const change = await until(() =>
      received.find(
        (m) => m.to.includes('finding.us@example.com') && /changed/.test(m.mail.subject ?? ''),
      ),
    );
    expect(change.mail.subject).toBe(
      'Your booking at The Tasting Room is changed: Sat, 5 Dec 2026 at 8:00 PM',
    );
    expect(change.mail.text).toContain('Guests: 3 (3 vegetarian, 0 non-vegetarian tasting menus)');
    expect(change.mail.text).toContain('Address: 12 Lavelle Road, Bengaluru 560001');
    expect(change.mail.text).toContain(res.body.manageUrl);
  });

  it('U7: when a booking changes twice and is cancelled, then each invite has the same UID and a higher SEQUENCE, the cancellation carries METHOD:CANCEL, and every mail names the booking reference', async () => {
    const staff = await signedInAgent(t.app);
    await staff
      .put('/api/site-settings/contact')
      .send({
        phone: '+91 80 4000 1234',
        email: 'table@example.com',
        address: '12 Lavelle Road\nBengaluru 560001',
        openingHours: 'Tue-Sun 7-10 PM',
        mapUrl: '',
      })
      .expect(200);
    const guest = 'sequence@example.com';
    const res = await request(t.app)
      .post('/api/reservations')
      .send({ ...booking('2026-12-08'), email: guest });
    expect(res.status).toBe(201);
    expect(res.body.tastingMinutes).toBe(180);
    const reference = bookingReference(res.body.id);
    const token = String(res.body.manageUrl).split('/').pop();
    const change = (guests: number) =>
      request(t.app)
        .patch(`/api/reservations/manage/${token}`)
        .send({
          date: '2026-12-08',
          timeSlot: '8:00 PM - 9:00 PM',
          guests,
          vegCount: guests,
          nonVegCount: 0,
        })
        .expect(200);
    const mailsOf = () => received.filter((m) => m.to.includes(guest));
    // Each change's mail waits out a short burst window; here it is due at once.
    const changeMailDueNow = () =>
      t.database.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(and(eq(jobs.ref, `reservation:${res.body.id}`), eq(jobs.status, 'pending')));
    await until(() => mailsOf()[0]);
    await change(3);
    await changeMailDueNow();
    await until(() => mailsOf()[1]);
    await change(4);
    await changeMailDueNow();
    await until(() => mailsOf()[2]);
    await request(t.app).post(`/api/reservations/manage/${token}/cancel`).expect(200);
    const mails = await until(() => (mailsOf().length >= 4 ? mailsOf() : undefined));

    const invites = mails.map(({ mail }) => {
      const ics = mail.attachments.find((a) => a.filename === 'reservation.ics');
      expect(ics).toBeDefined();
      const lines = ics!.content.toString('utf8').replace(/\r\n /g, '').split('\r\n');
      const field = (name: string) =>
        lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
      return {
        method: field('METHOD'),
        uid: field('UID'),
        sequence: field('SEQUENCE'),
        status: field('STATUS'),
        start: field('DTSTART'),
        end: field('DTEND'),
        location: field('LOCATION'),
        type: ics!.headers.get('content-type') as { params?: Record<string, string> } | undefined,
      };
    });
    const uid = `reservation-${res.body.id}@tasting-room`;
    expect(invites.map((i) => [i.method, i.uid, i.sequence, i.status])).toEqual([
      ['PUBLISH', uid, '0', 'CONFIRMED'],
      ['PUBLISH', uid, '1', 'CONFIRMED'],
      ['PUBLISH', uid, '2', 'CONFIRMED'],
      ['CANCEL', uid, '3', 'CANCELLED'],
    ]);
    expect(invites[3]!.type?.params?.method).toBe('CANCEL');
    // 7 PM, then 8 PM in Kolkata, each lasting three hours.
    expect(invites.map((i) => [i.start, i.end])).toEqual([
      ['20261208T133000Z', '20261208T163000Z'],
      ['20261208T143000Z', '20261208T173000Z'],
      ['20261208T143000Z', '20261208T173000Z'],
      ['20261208T143000Z', '20261208T173000Z'],
    ]);
    for (const invite of invites) {
      expect(invite.location).toBe('The Tasting Room\\, 12 Lavelle Road\\, Bengaluru 560001');
    }
    for (const { mail } of mails) expect(mail.text).toContain(reference);
    const [row] = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, res.body.id));
    expect(row!.calendarSequence).toBe(3);
  });

  it('when the guest cancels through their link, then the note says it was as they asked, with no reason', async () => {
    const res = await request(t.app)
      .post('/api/reservations')
      .send({ ...booking('2026-12-03'), email: 'changed.mind@example.com' });
    expect(res.status).toBe(201);
    const token = String(res.body.manageUrl).split('/').pop();
    await request(t.app).post(`/api/reservations/manage/${token}/cancel`).expect(200);
    const note = await until(() =>
      received.find(
        (m) => m.to.includes('changed.mind@example.com') && /cancelled/.test(m.mail.subject ?? ''),
      ),
    );
    expect(note.mail.text).toContain('As you asked, your booking');
    expect(note.mail.text).not.toContain('Reason:');
  });

  it('when a booking is refused, then no message is queued; a sent one keeps no guest details in the queue', async () => {
    // A Tuesday: a test before this one saves hours that close Mondays.
    const full = await request(t.app)
      .post('/api/reservations')
      .send({
        ...booking('2026-12-01'),
        email: 'big@example.com',
        guests: 10,
        vegCount: 10,
        nonVegCount: 0,
      });
    expect(full.status).toBe(201);
    const refused = await request(t.app)
      .post('/api/reservations')
      .send({ ...booking('2026-12-01'), email: 'late@example.com' });
    expect(refused.status).toBe(409);
    await until(() => received.find((m) => m.to.includes('big@example.com')));
    let queued = await t.database.db.select().from(jobs);
    // The mails, that is: the day-before reminders wait for their day.
    for (let i = 0; i < 100 && queued.some((j) => j.kind === 'mail' && j.status !== 'done'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      queued = await t.database.db.select().from(jobs);
    }
    expect(queued.map((j) => j.ref)).not.toContain(undefined);
    expect(queued.filter((j) => j.ref === `reservation:${full.body.id}`)).toMatchObject([
      { kind: 'mail', payload: null },
    ]);
    expect(JSON.stringify(queued)).not.toContain('late@example.com');
  });

  it('when the same request is replayed, then no second e-mail is sent', async () => {
    const before = received.length;
    const first = await request(t.app)
      .post('/api/reservations')
      .set('Idempotency-Key', 'mail-replay-1')
      .send(booking('2026-11-26'));
    await until(() => (received.length > before ? true : undefined));
    await request(t.app)
      .post('/api/reservations')
      .set('Idempotency-Key', 'mail-replay-1')
      .send(booking('2026-11-26'))
      .expect(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(received.filter((m) => m.mail.text?.includes(first.body.manageUrl))).toHaveLength(1);
    expect(received.length).toBe(before + 1);
  });
});

describe(`booking when mail fails, and the outbox (${testDatabaseKind})`, () => {
  it('when SMTP is unreachable, then the booking still succeeds, the failure is logged and the message waits for a retry', async () => {
    const logs = captureLogs('warn');
    const t = await createTestApp(
      { RATE_LIMITS: 'off', SMTP_URL: 'smtp://127.0.0.1:9' },
      { now: () => NOW, logger: logs.logger },
    );
    try {
      const res = await request(t.app).post('/api/reservations').send(booking('2026-11-27'));
      expect(res.status).toBe(201);
      await until(() =>
        logs.text().includes('job attempt failed; will retry') ? true : undefined,
      );
      const entry = logs.entries()[0];
      expect(entry).toMatchObject({ kind: 'mail', ref: `reservation:${res.body.id}`, attempt: 1 });
      // The log names the booking, never the diner's address.
      expect(logs.text()).not.toContain('asha@example.com');
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.ref, `reservation:${res.body.id}`));
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job!.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(job!.runAt.getTime()).toBeGreaterThan(job!.createdAt.getTime());
    } finally {
      await t.close();
    }
  });

  it('when the SMTP server accepts but never answers, then the booking is answered while the mail waits', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const t = await createTestApp(
      { RATE_LIMITS: 'off', SMTP_URL: `smtp://127.0.0.1:${port}` },
      { now: () => NOW },
    );
    try {
      const res = await request(t.app).post('/api/reservations').send(booking('2026-11-29'));
      expect(res.status).toBe(201);
      // The worker is still stuck on the silent server; the diner already has the answer.
      await until(() => (sockets.size > 0 ? true : undefined));
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail'));
      expect(job).toMatchObject({ status: 'running', ref: `reservation:${res.body.id}` });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
      await t.close();
    }
  });

  it('when no SMTP server is configured, then the message is written to DATA_DIR/outbox as .eml', async () => {
    const t = await createTestApp({ RATE_LIMITS: 'off' }, { now: () => NOW });
    try {
      const res = await request(t.app).post('/api/reservations').send(booking('2026-11-28'));
      expect(res.status).toBe(201);
      const outbox = path.join(t.config.dataDir, 'outbox');
      const file = await until(() =>
        fs.existsSync(outbox) ? fs.readdirSync(outbox).find((f) => f.endsWith('.eml')) : undefined,
      );
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('asha@example.com');
      expect(mail.text).toContain(res.body.manageUrl);
    } finally {
      await t.close();
    }
  });
});
