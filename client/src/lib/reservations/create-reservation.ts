import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '@shared/api/endpoints';
import type { ReservationDto, ReservationInput } from '@shared/contracts/reservation';
import { reservationEstimatePaise } from '@shared/money';
import type { BookingCheckoutDto, BookingPaymentDto } from '@shared/contracts/booking-payments';
import { api } from '@/lib/api-client';
import type { BookingPaymentRequest } from '@/components/deposits/use-booking-payment';
import { AVAILABILITY_KEY } from './availability';

export type BookingResult = Pick<
  ReservationDto,
  'id' | 'status' | 'date' | 'timeSlot' | 'guests' | 'vegCount' | 'nonVegCount' | 'totalAmount'
> & {
  manageUrl?: string;
  /** How long the evening lasts; absent when a retried request is answered with the id only. */
  tastingMinutes?: number;
  /** What the booking pays online, when the payment policy asks it to pay now. */
  payment?: BookingPaymentDto | null;
  /** The payment dialog's order, while the booking waits for its payment. */
  checkout?: BookingPaymentRequest;
};

type Party = Pick<
  ReservationInput,
  'name' | 'email' | 'phone' | 'date' | 'timeSlot' | 'guests' | 'vegCount' | 'nonVegCount'
>;

/**
 * What the confirmation shows of the server's answer to a booking made online (the form's, or a
 * waitlist claim's): the booking, or, held unpaid, the server's order, its amount and its hold
 * for the payment dialog. What the answer leaves out (a retry is answered with the booking's id
 * and status only) comes from what was sent.
 */
export function bookingResultOf(
  answer: BookingCheckoutDto | (Pick<ReservationDto, 'id' | 'status'> & Partial<BookingResult>),
  input: Party,
): BookingResult {
  const party = {
    date: input.date,
    timeSlot: input.timeSlot,
    guests: input.guests,
    vegCount: input.vegCount,
    nonVegCount: input.nonVegCount,
    totalAmount: reservationEstimatePaise(input.vegCount, input.nonVegCount),
  };
  if (!('holdUntil' in answer)) return { ...party, ...answer };
  return {
    ...party,
    id: answer.id,
    status: 'confirmed',
    manageUrl: answer.manageUrl,
    payment: {
      kind: answer.kind,
      amount: answer.amount,
      status: 'pending',
      holdUntil: answer.holdUntil,
      refundableUntil: null,
      paidAt: null,
      topUp: null,
      refunded: 0,
      refundStatus: null,
    },
    checkout: {
      reservationId: answer.id,
      razorpayOrderId: answer.razorpayOrderId,
      amount: answer.amount,
      kind: answer.kind,
      payer: { name: input.name, email: input.email, contact: input.phone },
    },
  };
}

export type BookingRequest = {
  input: ReservationInput;
  key: string;
  /** The robot check's solution, once the server has asked for one. */
  altcha?: string | undefined;
};

/**
 * One Idempotency-Key per submitted form, so a retried request books once. A retry is answered
 * with the booking's id and status only (the server never repeats a guest's details to whoever
 * holds the key), so the rest of the confirmation comes from what this form sent.
 */
export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, key, altcha }: BookingRequest): Promise<BookingResult> => {
      // The spec's payload, with the needs and occasion added only when the diner gave any.
      const { dietaryNeeds, occasion, occasionNote, ...fields } = input;
      const needs = {
        ...(dietaryNeeds?.length ? { dietaryNeeds } : {}),
        ...(occasion ? { occasion, ...(occasionNote ? { occasionNote } : {}) } : {}),
      };
      const answer = await api.call(endpoints.reservations.create, {
        body: { ...fields, ...needs, altcha, status: 'confirmed' },
        headers: { 'Idempotency-Key': key },
      });
      return bookingResultOf(answer, input);
    },
    // The form reports a failure itself: it may first have to run the robot check.
    meta: { toastOnError: false },
    // The night booked, and any nearest free nights shown for it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [AVAILABILITY_KEY] }),
  });
}
