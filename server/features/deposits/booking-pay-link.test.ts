import { describe, expect, it } from 'vitest';
import { bookingReference } from '@shared/booking-reference';
import { payLinkDescription } from './booking-pay-link';

describe('the payment line of a booking at the gateway', () => {
  const held = 'Sun, 22 Nov 2026 at 11:45 AM';

  it('when the booking falls on a special night, then its deposit or prepayment line names the night', () => {
    expect(payLinkDescription({ id: 7, paymentKind: 'deposit' }, held, "New Year's Eve")).toBe(
      `Deposit for table booking ${bookingReference(7)} (New Year's Eve), seats held until ${held}`,
    );
    expect(payLinkDescription({ id: 8, paymentKind: 'prepay' }, held, 'Chef’s table')).toBe(
      `Payment for table booking ${bookingReference(8)} (Chef’s table), seats held until ${held}`,
    );
  });

  it('when the booking falls on a usual night, then the line reads as before', () => {
    expect(payLinkDescription({ id: 7, paymentKind: 'deposit' }, held)).toBe(
      `Deposit for table booking ${bookingReference(7)}, seats held until ${held}`,
    );
  });
});
