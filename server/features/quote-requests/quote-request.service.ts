import type {
  QuoteRequestDto,
  QuoteRequestListQuery,
  QuoteRequestReceivedDto,
  QuoteRequestValues,
} from '@shared/contracts/quote-request';
import {
  canTransition,
  NEW_QUOTE_REQUEST_STATUS,
  QUOTE_REQUEST_TRANSITIONS,
  type QuoteRequestStatus,
} from '@shared/domain/statuses';
import { restaurantMoment } from '@shared/restaurant-time';
import type { QuoteRequestRow } from '@shared/schema/quote-requests';
import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { StaffActor } from '../../lib/actor';
import { conflict, invalidInput, notFound } from '../../lib/app-error';
import { DEFAULT_GUEST_MAIL_GATE, type GuestMailGate } from '../../mail/guest-mail-gate';
import { mailJob } from '../../mail/mail-job';
import { recordAudit } from '../audit/audit-trail';
import { getContactSettings } from '../site-settings/site-settings.service';
import { quoteRequestPage } from './quote-request-pages';
import type { KeysetPage } from '../../lib/keyset-page';
import { newQuoteRequestMail, quoteReceivedMail } from './quote-request-mail';
import {
  insertQuoteRequest,
  listQuoteRequests,
  lockQuoteRequest,
  updateQuoteRequestStatus,
} from './quote-request.repository';

export const QUOTE_RECEIVED_MESSAGE =
  'Thank you! We have received your request and will reply with a quote within one working day.';

function toDto(row: QuoteRequestRow): QuoteRequestDto {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    eventDate: row.eventDate,
    guests: row.guests,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Requests for a catering quote: stored with the mails they cause (to the visitor, and to the
 * restaurant's contact address) in one transaction, then followed up by staff.
 */
export function quoteRequestService(deps: {
  db: Db;
  clock: { now(): Date; timeZone: string };
  jobs: { wake(): void };
  publicUrl: string;
  /** Whether the visitor's receipt goes out (the address may be anyone's). */
  guestMail?: GuestMailGate;
}) {
  const { db, clock } = deps;
  const guestMail = deps.guestMail ?? DEFAULT_GUEST_MAIL_GATE;
  const ref = (id: number) => `quote-request:${id}`;

  return {
    async create(input: QuoteRequestValues): Promise<QuoteRequestReceivedDto> {
      if (input.eventDate < restaurantMoment(clock.now(), clock.timeZone).date) {
        throw invalidInput('Please choose an event date from today onwards');
      }
      const stored = await db.transaction(async (tx) => {
        const request = await insertQuoteRequest(tx, {
          name: input.name,
          company: input.company ?? null,
          email: input.email,
          phone: input.phone,
          eventDate: input.eventDate,
          guests: input.guests,
          message: input.message ?? null,
          status: NEW_QUOTE_REQUEST_STATUS,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        });
        await guestMail.queue(tx, quoteReceivedMail(request), ref(request.id));
        const restaurant = (await getContactSettings(tx)).email;
        if (restaurant) {
          const staffUrl = `${deps.publicUrl}/staff/quotes`;
          await enqueueJob(tx, mailJob, newQuoteRequestMail(request, restaurant, staffUrl), {
            ref: ref(request.id),
          });
        }
        return request;
      });
      deps.jobs.wake();
      return { id: stored.id, message: QUOTE_RECEIVED_MESSAGE };
    },

    /** A page of the list, newest first (quote-request-pages.ts). */
    async page(query: QuoteRequestListQuery): Promise<KeysetPage<QuoteRequestDto>> {
      const page = await quoteRequestPage(db, query);
      return { ...page, rows: page.rows.map(toDto) };
    },

    async list(): Promise<QuoteRequestDto[]> {
      return (await listQuoteRequests(db)).map(toDto);
    },

    /** A staff move along the request's transitions; anything else is 409. */
    async changeStatus(
      actor: StaffActor,
      id: number,
      to: QuoteRequestStatus,
    ): Promise<QuoteRequestDto> {
      const changed = await db.transaction(async (tx) => {
        const request = await lockQuoteRequest(tx, id);
        if (!request) throw notFound('Quote request not found');
        if (!canTransition(QUOTE_REQUEST_TRANSITIONS, request.status, to)) {
          throw conflict(`A request that is ${request.status} cannot be moved to ${to}.`);
        }
        const updated = await updateQuoteRequestStatus(tx, id, to, clock.now());
        await recordAudit(tx, actor, {
          area: 'quote-requests',
          action: 'status',
          entityId: id,
          before: { status: request.status },
          after: { status: to },
        });
        return updated;
      });
      return toDto(changed);
    },
  };
}

export type QuoteRequestService = ReturnType<typeof quoteRequestService>;
