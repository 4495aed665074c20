import { ApiError } from '@/lib/api-client';
import type { StaffBookingValues } from './booking-form-values';

const FALLBACK_MESSAGE = 'The booking could not be saved. Please try again.';
const FIELDS: readonly (keyof StaffBookingValues)[] = [
  'source',
  'name',
  'email',
  'phone',
  'date',
  'timeSlot',
  'guests',
  'vegCount',
  'nonVegCount',
  'specialRequests',
];

export type BookingRefusal = {
  /** Shown above the buttons: the server's own words (a full seating, say). */
  message: string;
  /** A 400's messages for fields of this form, to show beside them. */
  fields: { field: keyof StaffBookingValues; message: string }[];
};

/** What to show when the server refuses a staff booking or edit; the input stays as it was. */
export function refusalOf(err: unknown): BookingRefusal {
  if (!(err instanceof ApiError)) return { message: FALLBACK_MESSAGE, fields: [] };
  const fields = (err.body?.errors ?? []).flatMap(({ path, message }) => {
    const field = FIELDS.find((f) => f === path);
    return field ? [{ field, message }] : [];
  });
  return { message: err.serverMessage(FALLBACK_MESSAGE), fields };
}
