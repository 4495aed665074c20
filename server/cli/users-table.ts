import type { AccountDto } from '@shared/contracts/auth';
import { restaurantMoment } from '@shared/restaurant-time';

export const roleOf = (account: Pick<AccountDto, 'isAdmin'>) =>
  account.isAdmin ? 'admin' : 'staff';

/** 'yyyy-MM-dd HH:mm' on the restaurant's clock. */
function onRestaurantClock(iso: string, timeZone: string): string {
  const { date, minutes } = restaurantMoment(new Date(iso), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The accounts as a plain-text table for the terminal: username, role, status and last sign-in
 * (on the restaurant's clock, named in the heading), one line each.
 */
export function formatUsersTable(accounts: readonly AccountDto[], timeZone: string): string[] {
  const rows = [
    ['username', 'role', 'status', `last sign-in (${timeZone})`],
    ...accounts.map((a) => [
      a.username,
      roleOf(a),
      a.disabled ? 'disabled' : 'enabled',
      a.lastLoginAt ? onRestaurantClock(a.lastLoginAt, timeZone) : 'never',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((r) => r[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  '),
  );
}
