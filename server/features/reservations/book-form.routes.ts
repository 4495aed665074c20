import express, { Router, type ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { reservationFormSchema } from '@shared/contracts/reservation';
import { BOOKING_FORM } from '@shared/contracts/form-answer';
import { requestActor } from '../../lib/actor';
import { clientErrorAnswer } from '../../middleware/error-handler';
import { publicRoute } from '../../middleware/require-auth';
import { sameOriginWrites } from '../../middleware/security';
import { clientNetwork } from '../../security/client-network';
import type { AnswerWithPage } from '../../static-site';
import type { OnlineBookingGuards } from './online-booking-guards';

/** The fields the plain booking form posts and gets back; the honeypot is never echoed. */
const ECHOED_FIELDS = [
  'name',
  'email',
  'phone',
  'date',
  'timeSlot',
  'guests',
  'vegCount',
  'nonVegCount',
  'specialRequests',
] as const;

/**
 * The whole form is a few short fields and a 1000-character note: 16 KB holds it many times,
 * and a larger body is refused before it is read.
 */
const FORM_LIMIT = { limit: '16kb', parameterLimit: 40 };

/**
 * Without JavaScript the robot check cannot run. The booking stays refused as the API refuses
 * it; the diner is told how to get past it (docs/decisions/014).
 */
const CHALLENGE_WITHOUT_SCRIPT =
  'We are seeing unusual booking activity, so a booking now needs a quick robot check, which runs only with JavaScript. Please turn JavaScript on for this page and book again, or call us to book.';

/** Each field as one string: a repeated field, or one the body lacks, is read as empty. */
function postedValues(body: unknown): Record<string, string> {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : '');
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
  publicUrl: string;
  answerWithPage: AnswerWithPage;
}): Router {
  const router = Router();
  const { guards } = deps;

  router.post(
    '/book',
    publicRoute,
    express.urlencoded({ extended: false, ...FORM_LIMIT }),
    sameOriginWrites({ publicUrl: deps.publicUrl }),
    guards.bookingLimit,
    async (req, res) => {
      const fields = (req.body ?? {}) as Record<string, unknown>;
      const input = reservationFormSchema.parse({
        ...postedValues(fields),
        website: typeof fields.website === 'string' ? fields.website : '',
      });
      const booked = await guards.challenges.book(input, {
        network: clientNetwork(req),
        actor: requestActor(req),
      });
      // The manage page is the booking's confirmation (and where a deposit is paid).
      const confirmation = 'manageUrl' in booked.reservation ? booked.reservation.manageUrl : '/';
      res.redirect(303, new URL(confirmation, deps.publicUrl).pathname);
    },
  );

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
