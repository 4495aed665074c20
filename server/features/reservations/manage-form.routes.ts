import express, { Router, type ErrorRequestHandler, type Request } from 'express';
import { bookingLinkReturnSchema } from '@shared/contracts/booking-payments';
import { MANAGE_BOOKING_FORM } from '@shared/contracts/form-answer';
import { reservationChangeSchema } from '@shared/contracts/reservation';
import { ZodError } from 'zod';
import type { LimiterFactory } from '../../lib/limiter';
import { ownPath } from '../../lib/own-path';
import { clientErrorAnswer } from '../../middleware/error-handler';
import { publicRoute } from '../../middleware/require-auth';
import { sameOriginWrites } from '../../middleware/security';
import { clientNetwork } from '../../security/client-network';
import type { AnswerWithPage } from '../../static-site';
import type { BookingPaymentsService } from '../deposits/booking-payments.service';
import { manageLinkLimits } from './manage-token-limits';
import { manageTokenSchema } from './reservation.routes';
import type { OnlineBookingGuards } from './online-booking-guards';
import type { ReservationService } from './reservation.service';

const CHANGE_FIELDS = ['date', 'timeSlot', 'guests', 'vegCount', 'nonVegCount'] as const;
const FORM_LIMIT = { limit: '4kb', parameterLimit: 20 };

const pageOf = (token: string) => `/reservation/${token}`;
const CHALLENGE_WITHOUT_SCRIPT =
  'We are seeing unusual booking activity, so adding seats now needs a quick robot check, which runs only with JavaScript. Please turn JavaScript on for this page and save again, or call us.';

/** The change form's fields as posted, each one string (anything else is read as empty). */
function changeValues(body: unknown): Record<string, string> {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(
    CHANGE_FIELDS.map((name) => {
      const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

/**
 * The booking page's forms without JavaScript, beside the JSON API the page uses with it: Pay
 * (to the booking's payment link), the payer's return from that link, Change and Cancel (asked
 * first on a page of its own, `?cancel=ask`). Each goes through the API's own service calls and
 * limits; a done change answers 303 to the booking's page, a refusal that page again with the
 * API's status and message.
 */
export function manageFormRoutes(deps: {
  reservations: Pick<ReservationService, 'byManageToken' | 'cancelByGuest'>;
  /** The booking's guards: a change that adds seats counts them like a booking. */
  guards: Pick<OnlineBookingGuards, 'changeByGuest'>;
  payments: Pick<BookingPaymentsService, 'payLinkFor' | 'verifyLinkReturn'>;
  limits: LimiterFactory;
  sessionSecret: string;
  publicUrl: string;
  answerWithPage: AnswerWithPage;
}): Router {
  const router = Router();
  const { reservations, payments } = deps;
  const limited = manageLinkLimits(deps.limits, deps.sessionSecret);
  const withinLimits = <T>(req: Request, token: string, work: () => Promise<T>) =>
    limited({ token, network: clientNetwork(req) }, work);
  const posted = [
    publicRoute,
    express.urlencoded({ extended: false, ...FORM_LIMIT }),
    sameOriginWrites({ publicUrl: deps.publicUrl }),
  ];
  const tokenOf = (req: Request) => manageTokenSchema.parse(req.params.token);

  router.post('/reservation/:token/pay', ...posted, async (req, res) => {
    const token = tokenOf(req);
    const booking = await reservations.byManageToken(token);
    const payUrl = await payments.payLinkFor(booking.id, `${deps.publicUrl}${pageOf(token)}`);
    // Nothing left to pay (paid meanwhile, or the hold is over): the page says where it stands.
    res.redirect(303, payUrl ? ownPath(payUrl, deps.publicUrl) : pageOf(token));
  });

  router.get('/reservation/:token/paid', publicRoute, async (req, res) => {
    const token = tokenOf(req);
    const booking = await reservations.byManageToken(token);
    await payments.verifyLinkReturn(booking.id, bookingLinkReturnSchema.parse(req.query));
    res.redirect(303, pageOf(token));
  });

  router.post('/reservation/:token/change', ...posted, async (req, res) => {
    const token = tokenOf(req);
    const change = reservationChangeSchema.parse(changeValues(req.body));
    await withinLimits(req, token, () =>
      deps.guards.changeByGuest(token, change, clientNetwork(req)),
    );
    res.redirect(303, pageOf(token));
  });

  router.post('/reservation/:token/cancel', ...posted, async (req, res) => {
    const token = tokenOf(req);
    // Never limited, as through the API: a guest can always cancel their own booking.
    await reservations.cancelByGuest(token);
    res.redirect(303, pageOf(token));
  });

  const answerRefusal: ErrorRequestHandler = async (err: unknown, req, res, next) => {
    const refusal = clientErrorAnswer(err, req);
    // An error handler has no route parameters: the token is read from the path.
    const [, , posted = ''] = req.path.split('/');
    const token = manageTokenSchema.safeParse(posted);
    if (!refusal || res.headersSent || !token.success) return next(err);
    if (refusal.headers) res.set(refusal.headers);
    const action = req.path.split('/').pop() ?? '';
    const errors: Record<string, string> = {};
    if (err instanceof ZodError && action === 'change') {
      for (const issue of err.issues) {
        const field = String(issue.path[0] ?? '');
        if (field && !(field in errors)) errors[field] = issue.message;
      }
    }
    await deps.answerWithPage(
      res,
      refusal.status,
      {
        form: MANAGE_BOOKING_FORM,
        // A post from another site gets nothing of its own back.
        values: {
          action,
          ...(action === 'change' && refusal.status !== 403 ? changeValues(req.body) : {}),
        },
        errors,
        message:
          refusal.body.code === 'challenge_required'
            ? CHALLENGE_WITHOUT_SCRIPT
            : refusal.body.message,
        code: refusal.body.code,
      },
      pageOf(token.data),
    );
  };
  router.use(answerRefusal);
  return router;
}
