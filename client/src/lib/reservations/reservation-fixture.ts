import type { StaffReservationDto, TimeSlotDto } from '@shared/contracts/reservation';

/** A booking as staff see it, for unit tests; override what the test is about. */
export function reservationFixture(
  overrides: Partial<StaffReservationDto> = {},
): StaffReservationDto {
  return {
    id: 1,
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+91 98450 12345',
    date: '2027-01-05',
    timeSlot: 'First seating',
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
    cancelReason: null,
    payment: null,
    source: 'online',
    dietaryNeeds: [],
    occasion: null,
    occasionNote: null,
    attendance: null,
    attendanceConfirmedAt: null,
    guest: null,
    messagingConsent: false,
    messagingConsentAt: null,
    createdAt: '2026-11-22T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * A seating for unit tests. Its names are made up: the real ones live in the database, and the
 * rules must not depend on what a seating is called.
 */
export function seatingFixture(overrides: Partial<TimeSlotDto> = {}): TimeSlotDto {
  return {
    id: 1,
    slot: 'First seating',
    startTime: '19:00',
    endTime: '20:00',
    maxCapacity: 10,
    isActive: true,
    order: 1,
    ...overrides,
  };
}

/** Three seatings of one night, listed out of order on purpose. */
export const NIGHT = [
  seatingFixture({ id: 3, slot: 'Third seating', startTime: '21:00', endTime: '22:00', order: 3 }),
  seatingFixture({ id: 1, slot: 'First seating', startTime: '19:00', endTime: '20:00', order: 1 }),
  seatingFixture({ id: 2, slot: 'Second seating', startTime: '20:00', endTime: '21:00', order: 2 }),
];
