import type { ReservationStatus } from '@shared/domain/statuses';

export type UndoChange = { status: 'confirmed'; undo?: true };

/**
 * What the toast's Undo sends after a status change, if it can be undone: a cancellation is
 * undone by an ordinary reconfirm (the guest is told the booking stands again); a completion
 * by a reconfirm marked as an undo, which the server allows only shortly after it.
 */
export function undoOf(to: ReservationStatus): UndoChange | undefined {
  if (to === 'cancelled') return { status: 'confirmed' };
  if (to === 'completed') return { status: 'confirmed', undo: true };
  return undefined;
}
