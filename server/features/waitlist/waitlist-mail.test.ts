import { describe, expect, it } from 'vitest';
import { waitlistJoinedMail, waitlistOfferMail } from './waitlist-mail';

const base = {
  entry: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    date: '2026-12-10',
    timeSlot: '8:00 PM - 9:00 PM',
    guests: 2,
  },
  seating: { startTime: '20:00' },
  timeZone: 'Asia/Kolkata',
  url: 'http://x.example/waitlist/token',
};

describe('waitlist mails, read aloud', () => {
  it('T12: the joined mail names the seating and its night once, without repeating the time', () => {
    const mail = waitlistJoinedMail({ ...base, position: 1 });
    expect(mail.text).toContain('The 8:00 PM - 9:00 PM seating on Thu, 10 Dec 2026 is full');
    expect(mail.text).not.toContain('2026 at 8:00 PM is full');
  });

  it('T12: the offer holds seats for the party (not "holding 2 guests"), until a moment read as guests read one', () => {
    const mail = waitlistOfferMail({
      ...base,
      holdExpiresAt: new Date('2026-12-09T10:45:00Z'),
    });
    expect(mail.text).toContain(
      'seats have freed up in the 8:00 PM - 9:00 PM seating on Thu, 10 Dec 2026, and we are holding 2 seats for you until Wed, 9 Dec 2026 at 4:15 PM.',
    );
    expect(mail.text).not.toMatch(/holding \d+ guests/);
  });
});
