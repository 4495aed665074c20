/**
 * Whether a party came, recorded by the floor on the night. It sits beside the reservation's
 * status (confirmed, completed, cancelled), whose moves stay as the spec has them: a no-show is
 * still a confirmed booking that held its seats.
 */
export const attendanceMarks = ['arrived', 'no_show'] as const;
export type AttendanceMark = (typeof attendanceMarks)[number];

/** The floor's one-tap buttons, in the order they are shown, and the words of each mark. */
export const ATTENDANCE_ACTIONS: readonly {
  mark: AttendanceMark;
  action: string;
  label: string;
}[] = [
  { mark: 'arrived', action: 'Arrived', label: 'Arrived' },
  { mark: 'no_show', action: 'No-show', label: 'No-show' },
];

export const ATTENDANCE_LABELS: Readonly<Record<AttendanceMark, string>> = {
  arrived: 'Arrived',
  no_show: 'No-show',
};

/** Reminders go out this many hours before the seating starts, unless configured otherwise. */
export const DEFAULT_REMINDER_HOURS_BEFORE = 24;

/** The reminder's 'I'm coming' link is the manage page with `?coming=1`, which records it. */
export const COMING_LINK_PARAM = 'coming';
