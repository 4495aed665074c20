import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { assertMessagingPhone } from '../../messaging/phone-number';
import { ZodError } from 'zod';
import { reservationFormSchema } from '@shared/contracts/reservation';
import { BOOKING_FORM } from '@shared/contracts/form-answer';
import {
  NIGHT_FIELD,
  PLAIN_BOOKING_FIELDS,
  PLAIN_NEEDS_FIELDS,
  plainBookingInput,
  SHOW_SEATINGS,
} from '@shared/contracts/plain-booking-form';
import { requestActor } from '../../lib/actor';
import { clientErrorAnswer } from '../../middleware/error-handler';
import { publicRoute } from '../../middleware/require-auth';
import { sameOriginWrites } from '../../middleware/security';
import { ownPath } from '../../lib/own-path';
import { clientNetwork } from '../../security/client-network';
import type { Logger } from '../../lib/logger';
import type { AnswerWithPage } from '../../static-site';
import type { BookingPaymentsService } from '../deposits/booking-payments.service';
import type { OnlineBookingGuards } from './online-booking-guards';
import type { Booked } from './reservation.service';

/** The fields the plain booking form posts and gets back; the honeypot is never echoed. */
const ECHOED_FIELDS = [...PLAIN_BOOKING_FIELDS, NIGHT_FIELD, ...PLAIN_NEEDS_FIELDS];

/**
 * The whole form is a few short fields, a 1000-character note and each guest's needs (a menu,
 * a note and up to 19 ticked boxes a guest): 32 KB holds it several times, and a larger body
 * is refused before it is read.
 */
const FORM_LIMIT = { limit: '32kb', parameterLimit: ECHOED_FIELDS.length + 200 };

/**
 * Without JavaScript the robot check cannot run. The booking stays refused as the API refuses
 * it; the diner is told how to get past it (docs/decisions/014).
 */
const CHALLENGE_WITHOUT_SCRIPT =
  'We are seeing unusual booking activity, so a booking now needs a quick robot check, which runs only with JavaScript. Please turn JavaScript on for this page and book again, or call us to book.';

/**
 * Each field as one string: a field the body lacks is read as empty; a repeated one is read as
 * its values joined by commas (the needs' ticked boxes; a repeated text field then fails the
 * schema, as a comma-joined code or date does).
 */
function postedValues(body: unknown): Record<string, string> {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (name: string) => {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (typeof value === 'string') return value;
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(',') : '';
  };
  return Object.fromEntries(ECHOED_FIELDS.map((name) => [name, text(name)]));
}

/** The first message of each field, as the form shows them beside the fields. */
function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ZodError)) return {};
  const errors: Record<string, string> = {};
  for (const issue of err.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * POST /book: the booking form without JavaScript, form-encoded. The same guards as POST
 * /api/reservations, in the same order (the body read within its limit, a cross-site post
 * refused, the network's attempts counted, the shared schema, then the robot check, the seat
 * budgets and the reservation service), so neither door is easier than the other. A booking made answers 303 to its manage
 * page; a refusal answers the booking page again, with the API's status, its messages beside the
 * fields and the diner's values kept.
 */
export function bookFormRoutes(deps: {
  guards: OnlineBookingGuards;
  /** Opens the payment link a booking that pays now is paid through without JavaScript. */
  payments: Pick<BookingPaymentsService, 'payLinkFor'>;
  publicUrl: string;
  answerWithPage: AnswerWithPage;
  logger: Logger;
}): Router {
  const router = Router();
  const { guards } = deps;

  /**
   * 'Show seatings' posts the whole form, so nothing typed is lost and no detail goes into a
   * URL: the page comes back with the typed night's seatings and every value as posted. Nothing
   * is booked, so it counts no booking attempt.
   */
  const showSeatings: RequestHandler = async (req, res, next) => {
    const fields = (req.body ?? {}) as Record<string, unknown>;
    if (fields[SHOW_SEATINGS.name] !== SHOW_SEATINGS.value) return next();
    const values = postedValues(fields);
    await deps.answerWithPage(res, 200, {
      form: BOOKING_FORM,
      values: { ...values, date: values[NIGHT_FIELD] ?? '' },
      errors: {},
    });
  };

  router.post(
    '/book',
    publicRoute,
    express.urlencoded({ extended: false, ...FORM_LIMIT }),
    sameOriginWrites({ publicUrl: deps.publicUrl }),
    showSeatings,
    guards.bookingLimit,
    async (req, res) => {
      const fields = (req.body ?? {}) as Record<string, unknown>;
      const input = reservationFormSchema.parse({
        ...plainBookingInput(postedValues(fields)),
        website: typeof fields.website === 'string' ? fields.website : '',
      });
      assertMessagingPhone(input);
      const booked = await guards.challenges.book(input, {
        network: clientNetwork(req),
        actor: requestActor(req),
      });
      // The manage page is the booking's confirmation (and where a deposit is paid).
      const confirmation = 'manageUrl' in booked.reservation ? booked.reservation.manageUrl : '/';
      const manageUrl = new URL(confirmation, deps.publicUrl);
      res.redirect(
        303,
        ownPath((await payPage(booked, manageUrl.href)) ?? manageUrl.href, deps.publicUrl),
      );
    },
  );

  /**
   * A booking that pays now goes straight to its payment page, which works without JavaScript.
   * Should the gateway fail, the booking's page offers to pay again while the seats are held.
   */
  async function payPage(booked: Booked, manageUrl: string): Promise<string | undefined> {
    if (booked.replayed || !booked.checkout) return undefined;
    try {
      return await deps.payments.payLinkFor(booked.checkout.id, manageUrl);
    } catch (err) {
      deps.logger.warn({ err, reservationId: booked.checkout.id }, 'no payment link for a booking');
      return undefined;
    }
  }

  const answerRefusal: ErrorRequestHandler = async (err: unknown, req, res, next) => {
    const refusal = clientErrorAnswer(err, req);
    if (!refusal || res.headersSent) return next(err);
    if (refusal.headers) res.set(refusal.headers);
    const errors = fieldErrors(err);
    const challenge = refusal.body.code === 'challenge_required';
    await deps.answerWithPage(res, refusal.status, {
      form: BOOKING_FORM,
      // A post from another site gets nothing of its own back.
      values: refusal.status === 403 ? {} : postedValues(req.body),
      errors,
      ...(Object.keys(errors).length > 0
        ? {}
        : { message: challenge ? CHALLENGE_WITHOUT_SCRIPT : refusal.body.message }),
      code: refusal.body.code,
    });
  };
  router.use(answerRefusal);
  return router;
}
