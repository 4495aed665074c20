import { staffDate } from '@shared/date-display';

/**
 * 'MMM dd, yyyy' for a stored calendar date (yyyy-MM-dd, read as that day wherever the browser
 * is). Text that is not a real date is shown as it was written. The staff screens' one date
 * format (shared/date-display).
 */
export function formatCalendarDate(date: string): string {
  return staffDate(date);
}
