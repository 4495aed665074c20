import { describe, expect, it } from 'vitest';
import type { ReservationDto } from '@shared/contracts/reservation';
import { bookingReference } from '@shared/booking-reference';
import { bookingConfirmationMail } from './booking-confirmation';

const reservation: ReservationDto = {
  id: 42,
  name: '<script>alert(1)</script> Rao',
  email: 'asha@example.com',
  phone: '98450',
  date: '2026-11-25',
  timeSlot: '7:00 PM - 8:00 PM',
  guests: 3,
  vegCount: 2,
  nonVegCount: 1,
  specialRequests: 'Window & quiet',
  status: 'confirmed',
  paymentStatus: 'not_paid',
  paymentId: null,
  razorpayOrderId: null,
  totalAmount: 304185,
  cancelledBy: null,
  cancelReason: null,
  payment: null,
  source: 'online',
  dietaryNeeds: [
    { menu: 'veg', allergens: ['tree_nuts', 'milk'], preferences: ['jain'], note: 'Severe' },
  ],
  occasion: 'birthday',
  occasionNote: 'Her 40th',
  attendance: null,
  attendanceConfirmedAt: null,
  createdAt: '2026-11-22T06:00:00.000Z',
};

describe('bookingConfirmationMail', () => {
  const mail = bookingConfirmationMail({
    reservation,
    seating: { startTime: '19:00', endTime: '20:00' },
    manageUrl: 'https://dine.example/reservation/abc',
    timeZone: 'Asia/Kolkata',
    contact: {
      address: '12 MG Road\nBengaluru 560001',
      phone: '+91 80 1234 5678',
      email: 'hello@example.com',
      openingHours: 'Tue-Sun 7-10 PM',
      mapUrl: '',
    },
    tastingMinutes: 180,
    calendarSequence: 0,
  });

  it('when composed, then it goes to the diner with the date, the bill and the manage link', () => {
    expect(mail.to).toBe('asha@example.com');
    expect(mail.subject).toBe('Your table at The Tasting Room on Wed, 25 Nov 2026 at 7:00 PM');
    expect(mail.text).toContain('₹3,041.85 including 5% GST, payable at the restaurant');
    expect(mail.text).toContain('https://dine.example/reservation/abc');
    expect(mail.attachments?.[0]).toMatchObject({ filename: 'reservation.ics' });
    expect(mail.attachments?.[0]?.content).toContain('DTSTART:20261125T133000Z');
  });

  it('U7: when composed, then it names the booking reference and the invite places the evening at the address', () => {
    expect(mail.text).toContain(`Booking reference: ${bookingReference(42)}`);
    const ics = String(mail.attachments?.[0]?.content).replace(/\r\n /g, '');
    expect(ics).toContain('LOCATION:The Tasting Room\\, 12 MG Road\\, Bengaluru 560001');
    expect(ics).toContain('DTEND:20261125T163000Z');
  });

  it('when the party declared needs and an occasion, then the mail lists them as the kitchen has them', () => {
    expect(mail.text).toContain('Vegetarian menu: no tree nuts, milk; Jain (Severe)');
    expect(mail.text).toContain('Birthday: Her 40th');
  });

  it('when the diner typed markup, then the HTML shows it as text', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Rao');
    expect(mail.html).toContain('Window &amp; quiet');
  });
});
