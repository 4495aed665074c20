import crypto from 'node:crypto';
import type { ReservationInput } from '@shared/contracts/reservation';

/**
 * A digest of what a booking request asks for, stored beside its idempotency key: a retry must
 * ask for exactly the same thing. Fields are listed explicitly so the digest does not depend on
 * the order in which the client wrote them.
 */
export function bookingFingerprint(input: ReservationInput): string {
  const fields = [
    input.name,
    input.email.toLowerCase(),
    input.phone,
    input.date,
    input.timeSlot,
    input.guests,
    input.vegCount,
    input.nonVegCount,
    input.specialRequests ?? '',
    // Appended only when given, so a booking without them digests as it did before they existed.
    ...(input.dietaryNeeds?.length || input.occasion
      ? [input.dietaryNeeds ?? [], input.occasion ?? '', input.occasionNote ?? '']
      : []),
  ];
  return crypto.createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}
