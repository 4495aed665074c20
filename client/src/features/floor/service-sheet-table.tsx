import type { StaffReservationDto } from '@shared/contracts/reservation';
import { ATTENDANCE_LABELS } from '@shared/domain/attendance';
import { GuestNoteLine } from '@/components/reservations/guest-history';
import { PartyNeeds } from '@/components/reservations/party-needs';

/**
 * One seating's parties as the printed service sheet lists them: a compact table on A4 with
 * the kitchen's columns. Only printed; on screen each party is a row with its actions.
 */
export function ServiceSheetTable({ parties }: { parties: readonly StaffReservationDto[] }) {
  return (
    <table className="mt-2 hidden w-full border-collapse text-[9pt] print:table">
      <thead>
        <tr className="border-b border-border text-left">
          <th className="py-1 pr-3">Guest</th>
          <th className="py-1 pr-3">Party</th>
          <th className="py-1 pr-3">Veg / Non-veg</th>
          <th className="py-1 pr-3">Phone</th>
          <th className="py-1 pr-3">Dietary needs / occasion</th>
          <th className="py-1">Special requests</th>
        </tr>
      </thead>
      <tbody>
        {parties.map((p) => (
          <tr key={p.id} className="border-b border-border align-top">
            <td className="py-1 pr-3">
              {p.name}
              {p.status === 'completed' && (
                <span className="ml-2 text-xs font-medium uppercase">Completed</span>
              )}
              {p.attendance && (
                <span className="ml-2 text-xs font-medium uppercase">
                  {ATTENDANCE_LABELS[p.attendance]}
                </span>
              )}
              <GuestNoteLine r={p} />
            </td>
            <td className="py-1 pr-3">{p.guests}</td>
            <td className="py-1 pr-3">
              {p.vegCount} / {p.nonVegCount}
            </td>
            <td className="py-1 pr-3">{p.phone}</td>
            <td className="py-1 pr-3">
              <PartyNeeds r={p} />
            </td>
            <td className="py-1">{p.specialRequests ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
