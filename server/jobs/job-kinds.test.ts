import { describe, expect, it } from 'vitest';
import { bookingReminderHandler } from '../features/reservations/booking-reminder-job';
import { messageDelivery } from '../messaging/message-delivery';
import { jobHandlers } from './job-handlers';
import { ALL_JOB_KINDS, kindsStayingInside, messageKinds } from './job-kinds';

describe('the list of job kinds', () => {
  it('O1: names exactly the kinds the runner has handlers for, so a restore knows every one', () => {
    // Building the handlers only keeps what they are given; nothing runs.
    const handlers = jobHandlers({
      reminder: bookingReminderHandler({} as never),
      messages: messageDelivery({} as never),
    } as unknown as Parameters<typeof jobHandlers>[0]);
    const handled = handlers.map((h) => h.kind.name).sort();
    expect(ALL_JOB_KINDS.map((k) => k.name).sort()).toEqual(handled);
    expect(new Set(handled).size).toBe(handled.length);
  });

  it('O1: every kind this version runs reaches outside (a guest mailed, a gateway asked, or a job queued that does), so a restore pauses them all, but the analytics rollup, which only writes its own tables', () => {
    expect(kindsStayingInside()).toEqual(['analytics-rollup']);
  });

  it('O3: mail is the one message kind now, by e-mail', () => {
    expect(messageKinds()).toEqual([{ name: 'mail', channel: 'email' }]);
  });
});
