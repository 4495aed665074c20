import { describe, expect, it, vi } from 'vitest';
import type { PaymentFailure, SandboxPayInput } from '@shared/contracts/payments';
import type { RazorpayOptions } from './razorpay';
import { createSandboxSession } from './sandbox-session';

const SUCCESS = {
  razorpay_payment_id: 'pay_sandbox1',
  razorpay_order_id: 'order_sandbox1',
  razorpay_signature: 'a'.repeat(64),
};
const FAILURE: PaymentFailure = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Your payment was declined by the bank (sandbox).',
    source: 'bank',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { order_id: 'order_sandbox1', payment_id: 'pay_sandbox0' },
  },
};

function setUp(answers: Record<SandboxPayInput['outcome'], unknown>) {
  const options: RazorpayOptions = {
    key: 'rzp_sandbox',
    amount: 200025,
    currency: 'INR',
    name: 'The Tasting Room',
    description: 'Corporate Order Payment',
    order_id: 'order_sandbox1',
    prefill: { name: 'Meera', email: 'meera@example.com', contact: '9845012345' },
    handler: vi.fn(),
    modal: { ondismiss: vi.fn() },
  };
  const failed = vi.fn();
  const ended = vi.fn();
  const post = vi.fn((body: SandboxPayInput) => Promise.resolve(answers[body.outcome]));
  const session = createSandboxSession(options, [failed], post, ended);
  return { options, failed, ended, post, session };
}

describe("the sandbox's stand-in for the payment dialog", () => {
  it('when the buyer pays, then the signed answer goes to the handler and the dialog ends', async () => {
    const { options, failed, ended, post, session } = setUp({ pay: SUCCESS, fail: FAILURE });
    await session.pay();
    expect(post).toHaveBeenCalledWith({ razorpayOrderId: 'order_sandbox1', outcome: 'pay' });
    expect(options.handler).toHaveBeenCalledWith(SUCCESS);
    expect(ended).toHaveBeenCalledOnce();
    expect(failed).not.toHaveBeenCalled();
    expect(options.modal.ondismiss).not.toHaveBeenCalled();
    expect(session.settled).toBe(true);
  });

  it('when the card fails, then payment.failed listeners hear why and the buyer may still pay', async () => {
    const { options, failed, ended, session } = setUp({ pay: SUCCESS, fail: FAILURE });
    expect(await session.fail()).toEqual(FAILURE);
    expect(failed).toHaveBeenCalledWith(FAILURE);
    expect(ended).not.toHaveBeenCalled();
    expect(options.handler).not.toHaveBeenCalled();
    expect(session.settled).toBe(false);

    await session.pay();
    expect(options.handler).toHaveBeenCalledWith(SUCCESS);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('when the buyer closes, then ondismiss is called once and nothing is paid', async () => {
    const { options, ended, post, session } = setUp({ pay: SUCCESS, fail: FAILURE });
    session.close();
    session.close();
    await session.pay();
    expect(options.modal.ondismiss).toHaveBeenCalledOnce();
    expect(ended).toHaveBeenCalledOnce();
    expect(post).not.toHaveBeenCalled();
    expect(options.handler).not.toHaveBeenCalled();
  });

  it('when the server answers something else, then nothing is handed on and the error surfaces', async () => {
    const { options, failed, session } = setUp({ pay: { ok: true }, fail: FAILURE });
    await expect(session.pay()).rejects.toThrow();
    expect(options.handler).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
    expect(session.settled).toBe(false);
  });
});
