import express, { Router, type ErrorRequestHandler } from 'express';
import { SANDBOX_LINK_FORM } from '@shared/contracts/form-answer';
import { sandboxLinkIdSchema, sandboxLinkPaySchema } from '@shared/contracts/payments';
import { notFound } from '../../lib/app-error';
import { ownPath } from '../../lib/own-path';
import type { LimiterFactory } from '../../lib/limiter';
import { clientErrorAnswer } from '../../middleware/error-handler';
import { perIpLimit } from '../../middleware/rate-limit';
import { publicRoute } from '../../middleware/require-auth';
import { sameOriginWrites } from '../../middleware/security';
import { isSandbox } from '../../payments/choose-gateway';
import type { PaymentGateway } from '../../payments/payment-gateway';
import type { AnswerWithPage } from '../../static-site';

/** The same budget as the sandbox's JSON Pay (one limiter by name: they share the count). */
const SANDBOX_PAYMENTS_PER_IP = { points: 60, durationSeconds: 60 * 60 };

/**
 * POST /pay/:linkId: the sandbox's stand-in for a hosted payment page, as a plain form, so a
 * payment link is paid without JavaScript as on Razorpay's page. Pay answers 303 to the link's
 * return address with the signed details; Fail (or a link no longer payable) answers the page
 * again with what happened.
 */
export function sandboxLinkFormRoutes(deps: {
  gateway: PaymentGateway | undefined;
  limits: LimiterFactory;
  publicUrl: string;
  answerWithPage: AnswerWithPage;
}): Router {
  const router = Router();
  const { gateway } = deps;
  router.post(
    '/pay/:linkId',
    publicRoute,
    express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }),
    sameOriginWrites({ publicUrl: deps.publicUrl }),
    perIpLimit(
      deps.limits.limiter('sandbox-pay-ip', SANDBOX_PAYMENTS_PER_IP),
      'Too many test payments from this connection. Please try again later.',
    ),
    async (req, res) => {
      if (!isSandbox(gateway)) throw notFound('The payment sandbox is not enabled on this site');
      const linkId = sandboxLinkIdSchema.parse(req.params.linkId);
      const { outcome } = sandboxLinkPaySchema.parse(req.body ?? {});
      const answer = await gateway.payLink(linkId, outcome);
      if ('redirectTo' in answer)
        return res.redirect(303, ownPath(answer.redirectTo, deps.publicUrl));
      await deps.answerWithPage(res, 200, {
        form: SANDBOX_LINK_FORM,
        values: {},
        errors: {},
        message: answer.declined,
      });
    },
  );
  const answerRefusal: ErrorRequestHandler = async (err: unknown, req, res, next) => {
    const refusal = clientErrorAnswer(err, req);
    if (!refusal || res.headersSent) return next(err);
    if (refusal.headers) res.set(refusal.headers);
    await deps.answerWithPage(res, refusal.status, {
      form: SANDBOX_LINK_FORM,
      values: {},
      errors: {},
      message: refusal.body.message,
      code: refusal.body.code,
    });
  };
  router.use(answerRefusal);
  return router;
}
