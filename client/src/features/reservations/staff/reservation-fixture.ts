import type { ReservationDto } from '@shared/contracts/reservation';

/** A booking for unit tests; override what the test is about. */
export function reservationFixture(overrides: Partial<ReservationDto> = {}): ReservationDto {
  return {
    id: 1,
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+91 98450 12345',
    date: '2027-01-05',
    timeSlot: '7:00 PM - 8:00 PM',
    guests: 2,
    vegCount: 1,
    nonVegCount: 1,
    specialRequests: null,
    status: 'confirmed',
    paymentStatus: 'not_paid',
    paymentId: null,
    razorpayOrderId: null,
    totalAmount: 203280,
    cancelledBy: null,
    createdAt: '2026-11-22T00:00:00.000Z',
    ...overrides,
  };
}
