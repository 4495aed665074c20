import { z } from 'zod';
import {
  ANALYTICS_SESSION_ID_PATTERN,
  PAGE_PATH_MAX,
  REFERRER_MAX,
  SCREEN_SIDE_MAX,
  USER_AGENT_MAX,
} from '../analytics-limits';
import { calendarDate } from './reservation';
import { MAX_INT32, safeText } from './safe-input';

// Zod only: the tracker in the browser and the staff dashboard read these too. No IP address is
// ever part of an analytics record.

export { PAGE_PATH_MAX, REFERRER_MAX, SCREEN_SIDE_MAX, USER_AGENT_MAX };

export const CONVERSION_EVENT_TYPES = [
  'reservation_start',
  'reservation_form_filled',
  'reservation_complete',
] as const;

/** The anonymous visitor id the browser keeps in local storage. */
export const analyticsSessionIdSchema = z
  .string({ error: 'Invalid session id' })
  .regex(ANALYTICS_SESSION_ID_PATTERN, 'Invalid session id');

const METADATA_KEY = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Funnel facts such as a booking id or a guest count: at most 20 flat keys, each a short safe
 * text, a whole number from 0 to 2147483647 (every figure the funnel reports is a count or an
 * id, so -1, 1.5 and 1e308 are refused), true/false or null. Nested objects and arrays are
 * refused, which bounds depth and size.
 */
export const conversionMetadataSchema = z
  .record(
    z
      .string()
      .regex(METADATA_KEY, 'Invalid metadata key')
      .refine((k) => !FORBIDDEN_KEYS.has(k), 'Invalid metadata key'),
    z.union([safeText(200), z.number().int().min(0).max(MAX_INT32), z.boolean(), z.null()], {
      error: 'Metadata values must be short text, whole numbers or true/false',
    }),
  )
  .refine((m) => Object.keys(m).length <= 20, 'Too many metadata fields');

/** POST /api/analytics/conversion. */
export const conversionEventSchema = z.object({
  eventType: z.enum(CONVERSION_EVENT_TYPES, { error: 'Unknown event type' }),
  sessionId: analyticsSessionIdSchema,
  metadata: conversionMetadataSchema.optional(),
});
export type ConversionEventInput = z.infer<typeof conversionEventSchema>;

/** 'WxH' in CSS pixels, each side 1 to 20000, e.g. '1280x800'. */
export const screenSizeSchema = z
  .string({ error: 'Screen size must look like 1280x800' })
  .regex(/^[1-9]\d{0,4}x[1-9]\d{0,4}$/, 'Screen size must look like 1280x800')
  .refine(
    (v) => v.split('x').every((side) => Number(side) <= SCREEN_SIDE_MAX),
    'Screen size must look like 1280x800',
  );

/** What the browser says about itself; '' where it cannot tell. */
export const deviceInfoSchema = z.object(
  {
    userAgent: safeText(USER_AGENT_MAX, { required: 'Invalid user agent' }),
    language: z
      .string({ error: 'Invalid language' })
      .regex(/^(?:[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8}){0,6})?$/, 'Invalid language'),
    screenSize: screenSizeSchema,
  },
  { error: 'Device info must be an object' },
);
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/** POST /api/analytics/pageview: sent on first load and on every change of path. */
export const pageViewSchema = z.object({
  path: safeText(PAGE_PATH_MAX, { required: 'Path is required' }).regex(
    /^\//,
    'Path must start with /',
  ),
  sessionId: analyticsSessionIdSchema,
  deviceInfo: deviceInfoSchema,
  /** document.referrer: '' or a URL; only its origin and path are kept. */
  referrer: safeText(REFERRER_MAX).nullish(),
});
export type PageViewInput = z.infer<typeof pageViewSchema>;

/** The longest range the dashboard reports at once, in days. */
export const DASHBOARD_MAX_DAYS = 400;
/** The range when none is asked for: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
export const TOP_PAGES_LIMIT = 5;

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTime = z.iso.datetime({ offset: true, local: true });

/**
 * One end of the dashboard's range: a plain date (yyyy-MM-dd, a restaurant-zone day) or an ISO
 * 8601 date-time, which the server reads as the restaurant-zone day that instant falls on (a
 * browser sending `new Date().toISOString()` means "today here", not "today in UTC").
 */
const dayOrDateTime = (field: string) => {
  const message = `${field} must be a date (yyyy-MM-dd) or an ISO 8601 date-time`;
  return z
    .string({ error: message })
    .refine(
      (v) =>
        PLAIN_DATE.test(v)
          ? calendarDate(message).safeParse(v).success
          : isoDateTime.safeParse(v).success,
      message,
    );
};

/** GET /api/analytics/dashboard: restaurant-zone days, both ends included. */
export const dashboardQuerySchema = z.object({
  startDate: dayOrDateTime('startDate').optional(),
  endDate: dayOrDateTime('endDate').optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const count = z.number().int().min(0);

export const dashboardDtoSchema = z.object({
  /** The range reported, restaurant-zone days, both included. */
  startDate: z.string(),
  endDate: z.string(),
  totalVisitors: count,
  totalPageViews: count,
  newCustomers: count,
  returningCustomers: count,
  /** One entry per day of the range, oldest first, days without views at 0. */
  pageViewsOverTime: z.array(z.object({ date: z.string(), views: count })),
  topPages: z.array(z.object({ path: z.string(), views: count })),
  reservationFunnel: z.object({ started: count, formFilled: count, completed: count }),
});
export type DashboardDto = z.infer<typeof dashboardDtoSchema>;

/** One seating tonight, as the Tonight panel shows it. */
export const tonightSeatingDtoSchema = z.object({
  slot: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Guests of confirmed and completed bookings, and their course choices. */
  covers: count,
  veg: count,
  nonVeg: count,
  capacity: count,
  seatsLeft: count,
  blocked: z.boolean(),
  isActive: z.boolean(),
});
export type TonightSeatingDto = z.infer<typeof tonightSeatingDtoSchema>;

/** GET /api/analytics/overview: the dashboard's cards and Tonight panel. */
export const overviewDtoSchema = z.object({
  /** Confirmed bookings from today on (restaurant zone). */
  activeReservations: count,
  completedBookings: count,
  /** Corporate orders waiting for staff (status pending). */
  pendingOrders: count,
  /** Paid corporate orders not refunded nor being refunded, in paise. */
  totalRevenuePaise: count,
  tonight: z.object({ date: z.string(), seatings: z.array(tonightSeatingDtoSchema) }),
});
export type OverviewDto = z.infer<typeof overviewDtoSchema>;
