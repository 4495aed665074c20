const calendarDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'MMM dd, yyyy' for a stored calendar date (yyyy-MM-dd, read as that day wherever the browser
 * is). Text that is not a real date is shown as it was written.
 */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, y, m, d] = match;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  // Date.UTC rolls 2026-02-31 over into March: such a date is shown as written.
  return day.getUTCDate() === Number(d) && day.getUTCMonth() === Number(m) - 1
    ? calendarDay.format(day)
    : date;
}
