import { describe, expect, it } from 'vitest';
import { formatPaise } from '@shared/money';
import {
  ORDER_FILTERS,
  orderListQuery,
  formatOrderDate,
  groupOrders,
  isPaid,
  mayCheckPayment,
  needsConfirmation,
  orderActions,
  orderActionsFor,
  orderBill,
  orderStatusLabel,
  orderStatusTone,
  orderTotal,
  paymentBadge,
  paymentLinkText,
  rowPaymentBadge,
  refundStatusLabel,
} from './order-display';
import { orderFixture } from './order-fixture';
import { corporatePaymentStatuses } from '@shared/domain/statuses';
import { isAwaitingPayment } from '@shared/domain/corporate-order-rules';

describe('the total shown', () => {
  it('when the order has a stored total, then that total in paise is shown', () => {
    expect(orderTotal(orderFixture({ totalAmount: 131040, attendees: 40 }))).toEqual({
      paise: 131040,
      estimated: false,
    });
  });

  it('when the total is missing, then attendees × ₹1,499 is shown as an estimate', () => {
    const total = orderTotal(orderFixture({ totalAmount: null, attendees: 3 }));
    expect(total).toEqual({ paise: 449700, estimated: true });
    expect(formatPaise(total!.paise)).toBe('₹4,497.00');
  });

  it('when a stored total is zero, then zero is shown, not the estimate', () => {
    expect(orderTotal(orderFixture({ totalAmount: 0, attendees: 3 }))).toEqual({
      paise: 0,
      estimated: false,
    });
  });

  it('when neither a total nor attendees are known, then there is no total', () => {
    expect(orderTotal(orderFixture({ totalAmount: null, attendees: null }))).toBeNull();
  });
});

describe('the bill of an expanded order', () => {
  it('when the order has items, then each line is unit price × quantity and GST is what was charged', () => {
    const bill = orderBill(orderFixture());
    expect(bill?.lines).toEqual([
      { name: 'Saffron Pulao', quantity: 2, linePaise: 99800 },
      { name: 'Masala Chaas', quantity: 1, linePaise: 25000 },
    ]);
    expect(bill?.subtotalPaise).toBe(124800);
    expect(bill?.gstPaise).toBe(6240);
    expect(bill?.totalPaise).toBe(131040);
    expect(formatPaise(bill!.gstPaise)).toBe('₹62.40');
  });

  it('when the order has items, then GST is the charged total − subtotal, not 5% of the total', () => {
    // ₹333 + 5% GST (₹16.65) = ₹349.65.
    const order = orderFixture({
      orderItems: [{ name: 'Kulfi', quantity: 1, price: 333 }],
      totalAmount: 34965,
    });
    const bill = orderBill(order)!;
    expect(bill.gstPaise).toBe(1665);
    expect(bill.subtotalPaise + bill.gstPaise).toBe(bill.totalPaise);
    // 5% of the total would read ₹17.48: not what the buyer was charged.
    expect(bill.gstPaise).not.toBe(Math.round(34965 * 0.05));
  });

  it('U12: when the order has no items, then GST is what the total includes (₹1,050 is ₹1,000 + ₹50)', () => {
    const bill = orderBill(orderFixture({ orderItems: [], totalAmount: 105000 }))!;
    expect(bill.lines).toEqual([]);
    expect(bill.gstPaise).toBe(5000);
    expect(bill.subtotalPaise).toBe(100000);
    expect(bill.totalPaise).toBe(105000);
    expect(bill.estimated).toBe(false);
  });

  it('when the order has no items and no total, then the estimate carries the GST it includes', () => {
    const bill = orderBill(orderFixture({ orderItems: [], totalAmount: null, attendees: 2 }))!;
    expect(bill.totalPaise).toBe(299800);
    expect(bill.subtotalPaise).toBe(285524);
    expect(bill.gstPaise).toBe(14276);
    expect(bill.estimated).toBe(true);
  });

  it('when there are no items, no total and no attendees, then there is no bill', () => {
    expect(
      orderBill(orderFixture({ orderItems: [], totalAmount: null, attendees: null })),
    ).toBeNull();
  });

  it('when there are items but no stored total or attendees, then the items give the total', () => {
    const bill = orderBill(orderFixture({ totalAmount: null, attendees: null }))!;
    expect(bill.totalPaise).toBe(131040);
    expect(bill.estimated).toBe(false);
  });
});

describe('badges', () => {
  it('colours the order status: pending yellow, approved blue, completed green, any other red', () => {
    expect(orderStatusTone('pending')).toBe('yellow');
    expect(orderStatusTone('approved')).toBe('blue');
    expect(orderStatusTone('completed')).toBe('green');
    expect(orderStatusTone('cancelled')).toBe('red');
    expect(orderStatusTone('on_hold')).toBe('red');
    expect(orderStatusLabel('approved')).toBe('Approved');
  });

  it('colours and names the payment status; never paid reads Not Paid', () => {
    expect(paymentBadge('completed')).toEqual({ label: 'Completed', tone: 'green' });
    expect(paymentBadge('pending')).toEqual({ label: 'Pending', tone: 'amber' });
    expect(paymentBadge('failed')).toEqual({ label: 'Failed', tone: 'red' });
    expect(paymentBadge('refunded')).toEqual({ label: 'Refunded', tone: 'grey' });
    expect(paymentBadge('not_paid')).toEqual({ label: 'Not Paid', tone: 'grey' });
    expect(paymentBadge(null)).toEqual({ label: 'Not Paid', tone: 'grey' });
    expect(paymentBadge(undefined)).toEqual({ label: 'Not Paid', tone: 'grey' });
    expect(paymentBadge('partially_paid')).toEqual({ label: 'Partially paid', tone: 'grey' });
  });

  it('names the refund states', () => {
    expect(refundStatusLabel('requested')).toBe('Requested');
    expect(refundStatusLabel('processed')).toBe('Processed');
    expect(refundStatusLabel('failed')).toBe('Failed');
  });
});

describe('actions', () => {
  it('when an order is pending, then it offers Approve and Reject', () => {
    expect(orderActions('pending')).toEqual([
      { to: 'approved', action: 'Approve' },
      { to: 'cancelled', action: 'Reject' },
    ]);
  });

  it('U1: when an order is approved, then it offers Mark Completed and Cancel order', () => {
    expect(orderActions('approved')).toEqual([
      { to: 'completed', action: 'Mark Completed' },
      { to: 'cancelled', action: 'Cancel order' },
    ]);
  });

  it('when an order is completed, cancelled or unknown, then it offers nothing', () => {
    expect(orderActions('completed')).toEqual([]);
    expect(orderActions('cancelled')).toEqual([]);
    expect(orderActions('archived')).toEqual([]);
  });

  it('when staff open a paid order, then Reject (a refund) is not offered; Approve still is', () => {
    const paid = orderFixture({ status: 'pending', paymentStatus: 'completed' });
    expect(orderActionsFor(paid, { isAdmin: false })).toEqual([
      { to: 'approved', action: 'Approve' },
    ]);
    expect(orderActionsFor(paid, { isAdmin: true })).toEqual(orderActions('pending'));
  });

  it('U1: when staff open an unpaid order, then Approve is disabled with the reason and Reject stays', () => {
    for (const paymentStatus of ['not_paid', 'pending', 'failed'] as const) {
      const unpaid = orderFixture({ status: 'pending', paymentStatus });
      for (const isAdmin of [false, true]) {
        expect(orderActionsFor(unpaid, { isAdmin })).toEqual([
          {
            to: 'approved',
            action: 'Approve',
            disabledReason: 'Awaiting payment: an order can be approved once the buyer has paid.',
          },
          { to: 'cancelled', action: 'Reject' },
        ]);
      }
    }
  });

  it('U1: when an admin opens an approved paid order, then it can be completed or cancelled (refunded); other staff only complete it', () => {
    const approved = orderFixture({ status: 'approved' });
    expect(orderActionsFor(approved, { isAdmin: true })).toEqual([
      { to: 'completed', action: 'Mark Completed' },
      { to: 'cancelled', action: 'Cancel order' },
    ]);
    expect(orderActionsFor(approved, { isAdmin: false })).toEqual([
      { to: 'completed', action: 'Mark Completed' },
    ]);
  });

  it('U1: the list keeps pending unpaid orders apart, under Awaiting payment', () => {
    const paid = orderFixture({ id: 1 });
    const dismissed = orderFixture({ id: 2, paymentStatus: 'pending' });
    const failed = orderFixture({ id: 3, paymentStatus: 'failed' });
    const rejectedUnpaid = orderFixture({ id: 4, status: 'cancelled', paymentStatus: 'pending' });
    const groups = groupOrders([paid, dismissed, failed, rejectedUnpaid]);
    expect(groups.settled.map((o) => o.id)).toEqual([1, 4]);
    expect(groups.awaitingPayment.map((o) => o.id)).toEqual([2, 3]);
  });

  it('asks to confirm only a rejection', () => {
    expect(needsConfirmation('cancelled')).toBe(true);
    expect(needsConfirmation('approved')).toBe(false);
    expect(needsConfirmation('completed')).toBe(false);
  });

  it('counts an order as paid (so rejecting refunds it) only when its payment completed', () => {
    expect(isPaid('completed')).toBe(true);
    expect(isPaid('pending')).toBe(false);
    expect(isPaid('refunded')).toBe(false);
    expect(isPaid('not_paid')).toBe(false);
  });

  it('offers a payment check only while the payment is pending or failed', () => {
    expect(mayCheckPayment('pending')).toBe(true);
    expect(mayCheckPayment('failed')).toBe(true);
    expect(mayCheckPayment('completed')).toBe(false);
    expect(mayCheckPayment('not_paid')).toBe(false);
    expect(mayCheckPayment('refunded')).toBe(false);
  });
});

describe('dates', () => {
  it('shows a calendar date as MMM dd, yyyy, the same day in every time zone', () => {
    expect(formatOrderDate('2026-12-05')).toBe('Dec 05, 2026');
    expect(formatOrderDate('2027-01-31')).toBe('Jan 31, 2027');
  });

  it('shows N/A when there is no date, and text that is no date as written', () => {
    expect(formatOrderDate(null)).toBe('N/A');
    expect(formatOrderDate('')).toBe('N/A');
    expect(formatOrderDate('next Friday')).toBe('next Friday');
    expect(formatOrderDate('2026-02-31')).toBe('2026-02-31');
  });
});

describe('an order paid by link', () => {
  const link = (state: 'active' | 'paid' | 'expired') => ({
    sentTo: 'ap@acme.example',
    url: 'https://rzp.io/i/abc',
    expiresAt: '2026-12-03T06:30:00.000Z',
    state,
  });

  it('when the link is out and unpaid, then the row says it was sent; once its week is over, that it expired', () => {
    expect(
      rowPaymentBadge(orderFixture({ paymentStatus: 'pending', paymentLink: link('active') })),
    ).toEqual({ label: 'Link sent', tone: 'amber' });
    expect(
      rowPaymentBadge(orderFixture({ paymentStatus: 'pending', paymentLink: link('expired') })),
    ).toEqual({ label: 'Link expired', tone: 'red' });
  });

  it('when it was paid, or the order had no link, then the row shows the payment as always', () => {
    expect(
      rowPaymentBadge(orderFixture({ paymentStatus: 'completed', paymentLink: link('paid') })),
    ).toEqual({ label: 'Completed', tone: 'green' });
    expect(rowPaymentBadge(orderFixture({ paymentStatus: 'pending' }))).toEqual({
      label: 'Pending',
      tone: 'amber',
    });
  });

  it('when the details describe the link, then they date it on the restaurant’s calendar', () => {
    expect(paymentLinkText(link('active'), 'Asia/Kolkata')).toBe(
      'Sent to ap@acme.example; valid until Dec 03, 2026',
    );
    expect(paymentLinkText(link('expired'), 'Asia/Kolkata')).toBe(
      'Sent to ap@acme.example; expired unpaid on Dec 03, 2026',
    );
  });
});

describe('the filter asks the server', () => {
  it('when All is chosen with no search, then no filter is sent (every order, a page at a time)', () => {
    expect(orderListQuery('all', '   ')).toEqual({ q: undefined });
  });

  it('when Awaiting payment is chosen, then it asks for exactly the orders that wait for payment', () => {
    const query = orderListQuery('awaiting-payment', '');
    const payments = query.payment!.split(',');
    for (const paymentStatus of corporatePaymentStatuses) {
      for (const status of ['pending', 'approved'] as const) {
        const asked = query.status === status && payments.includes(paymentStatus);
        expect(asked, `${status}/${paymentStatus}`).toBe(
          isAwaitingPayment({ status, paymentStatus }),
        );
      }
    }
  });

  it('when To approve is chosen, then it asks for pending orders that are paid; a stage by its status', () => {
    expect(orderListQuery('to-approve', '')).toEqual({
      status: 'pending',
      payment: 'completed',
      q: undefined,
    });
    expect(orderListQuery('cancelled', ' Acme ')).toEqual({ status: 'cancelled', q: 'Acme' });
    expect(ORDER_FILTERS.map((f) => f.label)).toEqual([
      'All',
      'Awaiting payment',
      'To approve',
      'Approved',
      'Completed',
      'Cancelled',
    ]);
  });
});
