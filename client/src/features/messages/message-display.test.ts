import { describe, expect, it } from 'vitest';
import { aboutText, toneOf, triesText } from './message-display';

describe('message display', () => {
  it('O3: a failed message stands out; retrying and paused ones ask for a look', () => {
    expect(toneOf('failed')).toBe('danger');
    expect(toneOf('retrying')).toBe('warning');
    expect(toneOf('paused')).toBe('warning');
    expect(toneOf('sent')).toBe('neutral');
    expect(toneOf('queued')).toBe('neutral');
  });

  it('O3: what a message is about is named as staff name it', () => {
    expect(aboutText({ kind: 'booking', id: 1 })).toMatch(/^Booking TR-[0-9A-Z]{6}$/);
    expect(aboutText({ kind: 'order', id: 12 })).toBe('Corporate order #12');
    expect(aboutText({ kind: 'waitlist', id: 3 })).toBe('Waitlist entry #3');
    expect(aboutText(null)).toBe('Not about a booking or order');
  });

  it('O3: tries are told in words', () => {
    expect(triesText({ state: 'queued', attempts: 0, maxAttempts: 10 })).toBe('Not tried yet');
    expect(triesText({ state: 'sent', attempts: 1, maxAttempts: 10 })).toBe(
      'Sent on the first try',
    );
    expect(triesText({ state: 'sent', attempts: 3, maxAttempts: 10 })).toBe('Sent on try 3');
    expect(triesText({ state: 'failed', attempts: 10, maxAttempts: 10 })).toBe('10 of 10 tries');
  });
});
