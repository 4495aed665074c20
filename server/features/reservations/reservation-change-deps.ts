import type { ReservationDto } from '@shared/contracts/reservation';
import type { Db } from '../../db/connection';
import type { Clock } from '../../lib/clock';
import type { WaitlistOffers } from '../waitlist/waitlist-offers';
import type { BookingMailQueue } from './booking-mail-queue';

/** What a change to a booking (its seats, party, needs or status) needs. */
export type ChangeDeps = {
  db: Db;
  clock: Clock;
  mails: BookingMailQueue;
  /** The site's public address: a manage link starts with it. */
  publicUrl: string;
  /** Seats a change gives back go to the parties waiting for that seating. */
  offers: Pick<WaitlistOffers, 'offerFreedSeats'>;
  /** How long a seating's evening lasts: a walk-in may join until then. */
  tastingMinutes: number;
};

/** What a change did: the booking now, and the dates whose availability moved. */
export type Changed<T = ReservationDto> = { reservation: T; dates: string[] };
