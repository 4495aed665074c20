import type { ReservationRow } from '@shared/schema/reservations';
import type { Db } from '../../db/connection';
import type { StaffActor } from '../../lib/actor';
import { recordAudit } from '../audit/audit-trail';
import { updateBooking } from './booking-payment.repository';
import { refundableLeft } from './booking-refunds';

/**
 * The money of a cancelled booking that staff reconfirm, in the reconfirming transaction. Staff
 * never take money online (a staff move opens no gateway order and mails no pay link), so the
 * booking is settled where it stands: money it still holds (kept after a late cancellation)
 * counts toward the bill again; money given back stays given back and the whole bill is paid at
 * the restaurant; a payment never made is not asked again (the stored status becomes the
 * restaurant's own 'not_paid', and its hold is over). The booking keeps what it paid and what
 * went back, so staff and the guest still see both; the trail records the choice.
 */
export async function settleReinstatedPayment(
  tx: Db,
  row: ReservationRow,
  actor: StaffActor,
): Promise<ReservationRow> {
  if (row.paymentKind === null || row.depositAmount === null) return row;
  if (refundableLeft(row) > 0) return row;
  const never = row.paymentStatus === 'pending' || row.paymentStatus === 'failed';
  const settled = never
    ? await updateBooking(tx, row.id, { paymentStatus: 'not_paid', paymentHoldUntil: null })
    : row;
  await recordAudit(tx, actor, {
    area: 'reservations',
    action: 'payment at the restaurant',
    entityId: row.id,
    before: { paymentStatus: row.paymentStatus, refunded: row.refundedAmount },
    after: {
      paymentStatus: settled.paymentStatus,
      reason: never ? 'reconfirmed unpaid' : 'reconfirmed after a full refund',
    },
  });
  return settled;
}
