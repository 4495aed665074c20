import type { z } from 'zod';
import type {
  BlockPreviewDto,
  BlockResultDto,
  BlockedSlotDto,
  BookedReservationDto,
  ReservationDto,
  StaffReservationDto,
  StaffReservationEdit,
  StaffReservationInput,
  blockPreviewQuerySchema,
  attendanceUpdateSchema,
  blockSlotSchema,
  reservationStatusUpdateSchema,
  serviceSheetQuerySchema,
} from '../../contracts/reservation';
import type { ReservationListParams } from '../../contracts/reservation-list';
import type { SeatingPrepDto } from '../../contracts/dietary-needs';
import type { BookingRefundInput } from '../../contracts/booking-payments';
import { defineEndpoint as define, io } from '../endpoint';

// Staff's side of bookings: the book, status moves, phone and walk-in bookings, blocks.
// Apart from reservations.ts (which re-exports them) so guests' pages never carry them: the bundler
// places a module where its code is used, and only staff screens use these.

/**
 * Without a query: every booking (the original answer). With any of the list's parameters: one
 * page, newest night first, with `Link: <…>; rel="next"` while more follow and `X-Total-Count`
 * (shared/contracts/paging.ts).
 */
export const list = define({
  method: 'GET',
  path: '/api/reservations',
  access: 'staff',
  errors: ['invalid_input'],
  io: io<{ query: ReservationListParams; response: StaffReservationDto[] }>,
});

/** Every booking the list's filters match, as a CSV file streamed from the server. */
export const exportCsv = define({
  method: 'GET',
  path: '/api/reservations/export.csv',
  access: 'staff',
  errors: ['invalid_input'],
  io: io<{ query: Omit<ReservationListParams, 'limit' | 'cursor'>; response: Blob }>,
});

export const updateStatus = define({
  method: 'PATCH',
  path: '/api/reservations/:id/status',
  access: 'staff',
  errors: ['invalid_input', 'not_found', 'conflict'],
  io: io<{ body: z.input<typeof reservationStatusUpdateSchema>; response: ReservationDto }>,
});

/**
 * The floor's mark for tonight's party: arrived, no-show (only once its seating has started), or
 * null to take the mark back. The booking's status does not move.
 */
export const markAttendance = define({
  method: 'PUT',
  path: '/api/reservations/:id/attendance',
  access: 'staff',
  errors: ['invalid_input', 'not_found', 'conflict'],
  io: io<{ body: z.input<typeof attendanceUpdateSchema>; response: ReservationDto }>,
});

/** A booking taken on the phone or a party at the door; the answer carries the manage link. */
export const createByStaff = define({
  method: 'POST',
  path: '/api/reservations/staff',
  access: 'staff',
  errors: ['invalid_input', 'conflict'],
  io: io<{ body: StaffReservationInput; response: BookedReservationDto }>,
});

export const editByStaff = define({
  method: 'PATCH',
  path: '/api/reservations/:id',
  access: 'staff',
  errors: ['invalid_input', 'not_found', 'conflict'],
  io: io<{ body: StaffReservationEdit; response: ReservationDto }>,
});

/** The kitchen's prep for one night, per seating: covers, allergens, diets, substitutions. */
export const serviceSheet = define({
  method: 'GET',
  path: '/api/service-sheet',
  access: 'staff',
  errors: ['invalid_input'],
  io: io<{ query: z.output<typeof serviceSheetQuerySchema>; response: SeatingPrepDto[] }>,
});

export const blockedSlots = define({
  method: 'GET',
  path: '/api/blocked-slots',
  access: 'staff',
  errors: [],
  io: io<{ response: BlockedSlotDto[] }>,
});

/** The confirmed bookings a block would close on, shown to staff before they confirm it. */
export const blockPreview = define({
  method: 'GET',
  path: '/api/blocked-slots/affected',
  access: 'staff',
  errors: ['invalid_input'],
  io: io<{ query: z.input<typeof blockPreviewQuerySchema>; response: BlockPreviewDto }>,
});

export const blockSlot = define({
  method: 'POST',
  path: '/api/blocked-slots',
  access: 'staff',
  errors: ['invalid_input', 'conflict', 'bookings_affected'],
  io: io<{ body: z.input<typeof blockSlotSchema>; response: BlockResultDto }>,
});

export const unblockSlot = define({
  method: 'DELETE',
  path: '/api/blocked-slots/:id',
  access: 'staff',
  errors: ['invalid_input', 'not_found'],
  io: io<{ response: void }>,
});

/** An admin gives back part or all of what a booking paid online. */
export const refund = define({
  method: 'POST',
  path: '/api/reservations/:id/refund',
  access: 'admin',
  errors: ['invalid_input', 'not_found', 'conflict'],
  io: io<{ body: BookingRefundInput; response: ReservationDto }>,
});
